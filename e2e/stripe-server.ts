/**
 * A stand-in for Stripe on its own origin (http://stripe.example.net:E2E_STRIPE_PORT;
 * Chromium maps every host to loopback), for the browser tests. It serves:
 * - /v3: a small Stripe.js with the parts checkout uses (Elements' card
 *   element in an iframe of this origin, createPaymentMethod, handleNextAction);
 * - /elements/card: the card frame, which sends the card only to this origin;
 * - /v1/…: the API the site's server calls, with Stripe's semantics
 *   (server/payments/testing/stripeStandIn.ts);
 * - /__log (GET) and /__control/lose-next-confirm (POST) for the tests.
 * Run with `node --import tsx e2e/stripe-server.ts`.
 */
import { createServer } from 'node:http';
import { answerApiRequest, createStripeStandIn, readBody } from '../server/payments/testing/stripeStandIn';

const port = Number(process.env.E2E_STRIPE_PORT ?? 3198);
const origin = `http://stripe.example.net:${port}`;
const stripe = createStripeStandIn();
/** Every request this origin received, for the tests (paths and bodies, to show where card data went). */
const received: { method: string; path: string; body: string }[] = [];

const STRIPE_JS = `(function(){
var ORIGIN=${JSON.stringify(origin)};var next=0;
function element(){var id=String(next++);var frame=null;var handlers={};var waiting={};
 function emit(name,payload){(handlers[name]||[]).forEach(function(h){h(payload);});}
 window.addEventListener('message',function(e){if(e.origin!==ORIGIN||!e.data||e.data.id!==id)return;var d=e.data;
  if(d.type==='ready')emit('ready',{elementType:'card'});
  if(d.type==='change')emit('change',{elementType:'card',empty:d.empty,complete:d.complete,error:d.error||undefined});
  if(d.type==='focus'||d.type==='blur')emit(d.type,{elementType:'card'});
  if(d.type==='tokenized'&&waiting[d.requestId]){waiting[d.requestId](d.result);delete waiting[d.requestId];}});
 return{mount:function(target){var node=typeof target==='string'?document.querySelector(target):target;frame=document.createElement('iframe');
   frame.src=ORIGIN+'/elements/card?id='+id;frame.title='Secure card payment input frame';frame.setAttribute('style','border:0;width:100%;height:24px;display:block');node.appendChild(frame);},
  on:function(n,h){(handlers[n]=handlers[n]||[]).push(h);return this;},off:function(n,h){handlers[n]=(handlers[n]||[]).filter(function(x){return x!==h;});return this;},
  update:function(){},focus:function(){},blur:function(){},clear:function(){},unmount:function(){if(frame){frame.remove();frame=null;}},destroy:function(){if(frame){frame.remove();frame=null;}},
  _tokenize:function(){return new Promise(function(resolve){var requestId=Math.random().toString(36).slice(2);waiting[requestId]=resolve;frame.contentWindow.postMessage({type:'tokenize',requestId:requestId},ORIGIN);});}};}
function Stripe(key){var created=[];
 return{elements:function(){return{create:function(type){var el=element();el.__type=type;created.push(el);return el;},getElement:function(t){var want=typeof t==='string'?t:(t&&t.__elementType);return created.filter(function(e){return e.__type===want;})[0]||null;},update:function(){}};},
  createPaymentMethod:function(a){var el=a.card||a.element;return el._tokenize();},
  createToken:function(){return Promise.resolve({error:{message:'not supported'}});},confirmCardPayment:function(){return Promise.resolve({error:{message:'not supported'}});},
  handleNextAction:function(o){return fetch(ORIGIN+'/v1/three_d_secure/complete',{method:'POST',body:o.clientSecret}).then(function(r){return r.json();}).then(function(j){return j.ok?{paymentIntent:{status:'succeeded'}}:{error:{type:'invalid_request_error',message:'Authentication failed.'}};});},
  registerAppInfo:function(){},_registerWrapper:function(){}};}
Stripe.version='endive';window.Stripe=Stripe;})();`;

const CARD_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
body{margin:0;font:16px system-ui,sans-serif;color:#1c2330}form{display:flex;gap:8px}input{border:0;outline:0;font:inherit;min-width:0;padding:0;background:transparent}
#number{flex:3}#expiry{flex:1}#cvc{flex:1}</style></head><body><form autocomplete="off">
<input id="number" aria-label="Card number" inputmode="numeric" placeholder="Card number">
<input id="expiry" aria-label="Expiration date" inputmode="numeric" placeholder="MM / YY">
<input id="cvc" aria-label="Security code" inputmode="numeric" placeholder="CVC"></form><script>
var id=new URLSearchParams(location.search).get('id');var parentOrigin='*';
function v(i){return document.getElementById(i).value.replace(/\\s/g,'');}
function luhn(n){var s=0,d=false;for(var i=n.length-1;i>=0;i--){var x=+n[i];if(d){x*=2;if(x>9)x-=9;}s+=x;d=!d;}return s%10===0;}
function check(){var n=v('number'),e=v('expiry').replace('/',''),c=v('cvc');
 if(!/^\\d{15,16}$/.test(n))return{code:'incomplete_number',message:'Your card number is incomplete.'};
 if(!luhn(n))return{code:'invalid_number',message:'Your card number is invalid.'};
 if(!/^(0[1-9]|1[0-2])\\d{2}$/.test(e))return{code:'incomplete_expiry',message:"Your card's expiration date is incomplete."};
 var now=new Date(),y=2000+ +e.slice(2),m=+e.slice(0,2);if(y<now.getFullYear()||(y===now.getFullYear()&&m<now.getMonth()+1))return{code:'invalid_expiry_year_past',message:"Your card's expiration year is in the past."};
 if(!/^\\d{3,4}$/.test(c))return{code:'incomplete_cvc',message:"Your card's security code is incomplete."};return null;}
function post(m){m.id=id;parent.postMessage(m,parentOrigin);}
document.querySelectorAll('input').forEach(function(i){i.addEventListener('input',function(){var err=check();var empty=!v('number')&&!v('expiry')&&!v('cvc');
 var shown=err&&document.activeElement===i&&i.id!=='cvc'?null:err;post({type:'change',empty:empty,complete:!err,error:shown&&!empty?{type:'validation_error',code:shown.code,message:shown.message}:null});});});
window.addEventListener('message',function(e){if(!e.data||e.data.type!=='tokenize')return;var err=check();
 if(err){post({type:'tokenized',requestId:e.data.requestId,result:{error:{type:'validation_error',code:err.code,message:err.message}}});return;}
 var body=new URLSearchParams({'card[number]':v('number'),'card[exp]':v('expiry'),'card[cvc]':v('cvc')});
 fetch('/v1/payment_methods',{method:'POST',body:body}).then(function(r){return r.json();}).then(function(pm){post({type:'tokenized',requestId:e.data.requestId,result:{paymentMethod:{id:pm.id,card:pm.card}}});});});
post({type:'ready'});</script></body></html>`;

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', origin);
  const body = await readBody(req);
  if (!url.pathname.startsWith('/__')) received.push({ method: req.method ?? 'GET', path: url.pathname, body });
  const send = (status: number, type: string, text: string, extra: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'request-id': `req_${Math.random().toString(16).slice(2, 14)}`,
      ...extra,
    });
    res.end(text);
  };
  if (req.method === 'OPTIONS') return send(204, 'text/plain', '', { 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST' });
  if (url.pathname === '/v3') return send(200, 'application/javascript', STRIPE_JS);
  if (url.pathname === '/elements/card') return send(200, 'text/html; charset=utf-8', CARD_FRAME);
  if (url.pathname === '/__log') return send(200, 'application/json', JSON.stringify({ charges: stripe.charges(), received }));
  if (url.pathname === '/__control/lose-next-confirm' && req.method === 'POST') {
    stripe.loseNextConfirmAnswer();
    return send(204, 'text/plain', '');
  }
  if (url.pathname === '/v1/three_d_secure/complete' && req.method === 'POST')
    return send(200, 'application/json', JSON.stringify({ ok: stripe.authenticate(body) }));
  if (url.pathname === '/v1/payment_methods' && req.method === 'POST') {
    const form = new URLSearchParams(body);
    return send(200, 'application/json', JSON.stringify({ id: stripe.createPaymentMethod(form.get('card[number]') ?? ''), object: 'payment_method' }));
  }
  if (url.pathname.startsWith('/v1/')) return answerApiRequest(stripe, req, body, res);
  send(404, 'text/plain', 'Not found');
}).listen(port, '127.0.0.1');
