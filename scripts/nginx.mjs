/**
 * Runs Debian's nginx unprivileged as a load balancer in front of app
 * instances on loopback (tests, `npm run start:cluster`, the bench): its own
 * prefix folder, no system files touched. It passes the Host header on,
 * replaces X-Forwarded-For with the address it saw (so a client cannot forge
 * its way past TRUSTED_PROXY_HOPS=1), and names the instance that answered in
 * an X-Upstream header. With `cache`, it is also a shared page cache in front
 * (as a CDN would be; see `sharedCache` below and docs/deploy.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** nginx's path; installs Debian's package when it is missing and apt may be used (root). */
export function ensureNginx() {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0) {
    throw new Error("nginx not found. Install Debian's package: sudo apt-get install nginx");
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env });
  const installed = CANDIDATES.find((p) => existsSync(p));
  if (!installed) throw new Error('apt could not install nginx');
  return installed;
}

/**
 * The shared page cache (`cache: true`), keyed as docs/deploy.md ("A shared cache in front") says: a page's HTML is a
 * function of its URL and the `page_variant` cookie (server/site/routing/pageRequest.ts), and the app answers a request
 * whose cookie it disagrees with privately and with a Set-Cookie, which nginx does not store: a copy is only ever stored
 * from a request whose cookie the app agreed with. The host in the key is the Host header the app is sent (`$host`
 * would take an absolute request line's instead, and file one brand's page under another's name). Not cached:
 * requests without page_variant or naming it twice (nginx matches cookie names case-insensitively, the app does not:
 * key and page could come from different cookies); a studio person's drafts and pinned QA groups; cached-deal pages
 * with any cookie (with a `sid` they show the visitor's groups; without cookies the URL is the key); the API, the
 * studio, and Next's data and image routes. Next's hashed static files are the same for everyone.
 */
const sharedCache = (dir) => ({
  http: `  proxy_cache_path ${path.join(dir, 'cache')} levels=1:2 keys_zone=pages:10m max_size=256m inactive=1h use_temp_path=off;
  map $http_cookie $studio_or_ambiguous {
    "~*(__prerender_bypass|studio_preview|fe_qa)=" 1;
    "~*page_variant.*page_variant" 1;
    default "";
  }
  map $cookie_page_variant $no_page_variant {
    "" 1;
    default "";
  }
  map $http_cookie $any_cookie {
    "" "";
    default 1;
  }
`,
  pages: `      proxy_cache pages;
      proxy_cache_key "$scheme$http_host$request_uri|$cookie_page_variant";
      # The key names the variant (page_variant); the app's Vary: Cookie is for caches that key on the URL alone.
      proxy_ignore_headers Vary;
      proxy_cache_bypass $no_page_variant $studio_or_ambiguous;
      proxy_no_cache $no_page_variant $studio_or_ambiguous;
      add_header X-Cache-Status $upstream_cache_status always;
`,
  cachedDeal: `      proxy_cache pages;
      proxy_cache_key "$scheme$http_host$request_uri";
      proxy_cache_bypass $any_cookie;
      proxy_no_cache $any_cookie;
      add_header X-Cache-Status $upstream_cache_status always;
`,
  staticFiles: `      proxy_cache pages;
      proxy_cache_key "$scheme$http_host$request_uri";
      add_header X-Cache-Status $upstream_cache_status always;
`,
});

export function nginxConfig({ port, upstreams, dir, cache = false }) {
  const temp = (name) => path.join(dir, 'tmp', name);
  const shared = cache ? sharedCache(dir) : null;
  const location = (match, extra = '') => `    location ${match} {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
${extra}    }
`;
  const locations = shared
    ? [
        location('/', shared.pages),
        // The app's own test for these pages (server/site/routing/routes.ts): the path contains /cached-deal.
        location('~ /cached-deal', shared.cachedDeal),
        location('^~ /api/'),
        location('^~ /studio'),
        location('^~ /_next/'),
        location('^~ /_next/static/', shared.staticFiles),
      ].join('')
    : location('/');
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${shared ? shared.http : ''}  upstream app {
    least_conn;
${upstreams.map((u) => `    server 127.0.0.1:${u};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
${locations}  }
}
`;
}

/**
 * Whether something accepts connections on the loopback port. Readiness is asked of the socket, not with a request:
 * a request would be passed to an instance, and one still in flight there (a cold page render outlasting the probe)
 * made least_conn send every following request to the other instance.
 */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Starts nginx on `port` in front of the app ports; resolves once it listens. */
export async function startNginx({ port, upstreams, dir, cache = false }) {
  const binary = ensureNginx();
  rmSync(dir, { recursive: true, force: true });
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'tmp', name), { recursive: true, mode: 0o777 });
  if (cache) mkdirSync(path.join(dir, 'cache'), { mode: 0o777 });
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig({ port, upstreams, dir, cache }));
  const child = spawn(binary, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  process.on('exit', stop);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${dir}/error.log`);
    if (await listening(port)) return { stop, pid: child.pid };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`nginx did not start; see ${dir}/error.log`);
}
