#!/usr/bin/env node
/**
 * Stand-in third-party tag providers for the browser tests, on their own
 * origin (http://tags.example.net:E2E_TAGS_PORT; Chromium maps every host to
 * loopback). It serves small scripts shaped like the real providers' (an
 * affiliate `ire` queue that appears late, a social video pixel, a web
 * analytics script draining `vaq`, an experiment script and a bot check),
 * records every beacon sent to /collect, and answers GET /log with them.
 * POST /control sets the experiment script's delay.
 */
import { createServer } from 'node:http';

const port = Number(process.env.E2E_TAGS_PORT ?? 3199);
const origin = `http://tags.example.net:${port}`;
let received = [];
let experimentDelayMs = 300;

// Each script runs in its own scope with a __send(body) that beacons to /collect.
const wrap = (source, code) =>
  `(function(){function __send(body){var data=JSON.stringify(Object.assign({source:${JSON.stringify(source)},path:location.pathname},body));if(!navigator.sendBeacon('${origin}/collect',data)){fetch('${origin}/collect',{method:'POST',body:data,mode:'no-cors',keepalive:true});}}${code}})();`;

const scripts = {
  // The network's tracker shows up 600 ms after its script, so the site has to retry identify.
  '/affiliate.js': () => `setTimeout(function(){window.ire=function(command){__send({command:command,args:Array.prototype.slice.call(arguments,1)});};},600);`,
  '/social.js': () => `__send({command:'page'});`,
  '/insights.js': () =>
    `var q=window.vaq||[];window.va=function(){var a=Array.prototype.slice.call(arguments);__send({command:a[0],args:a.slice(1)});};q.forEach(function(a){window.va.apply(null,a);});window.vaq=[];`,
  '/experiment.js': () => `window.__externalExperiment=true;__send({command:'loaded',visibility:getComputedStyle(document.body).visibility});`,
  '/bot.js': () => `__send({command:'loaded'});`,
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', origin);
  if (req.method === 'POST' && (url.pathname === '/collect' || url.pathname === '/control')) {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (url.pathname === '/control') {
        experimentDelayMs = Number(JSON.parse(body || '{}').experimentDelayMs ?? 300);
      } else {
        try {
          received.push({ at: Date.now(), endpoint: url.searchParams.get('kind') ?? 'collect', body: JSON.parse(body) });
        } catch {
          received.push({ at: Date.now(), endpoint: 'collect', body });
        }
      }
      res.writeHead(204).end();
    });
    return;
  }
  if (url.pathname === '/log') {
    if (req.method === 'DELETE') received = [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
    return;
  }
  const script = scripts[url.pathname];
  const source = {
    '/affiliate.js': 'affiliate',
    '/social.js': 'social-video',
    '/insights.js': 'web-analytics',
    '/experiment.js': 'experiment',
    '/bot.js': 'bot-detection',
  }[url.pathname];
  if (!script) return res.writeHead(404).end();
  const delay = url.pathname === '/experiment.js' ? experimentDelayMs : 0;
  setTimeout(() => res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(wrap(source, script())), delay);
}).listen(port, '127.0.0.1', () => console.log(`[tags] stand-in providers on ${origin}`));
