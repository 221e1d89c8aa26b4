/**
 * Runs Debian's nginx unprivileged as a load balancer in front of app
 * instances on loopback (tests, `npm run start:cluster`, the bench): its own
 * prefix folder, no system files touched. It passes the Host header on,
 * replaces X-Forwarded-For with the address it saw (so a client cannot forge
 * its way past TRUSTED_PROXY_HOPS=1), and names the instance that answered in
 * an X-Upstream header. It draws each request's visit bucket
 * (lib/rules/visitBucket.ts) and names it in X-Visit-Bucket, replacing any a
 * client sent. With `cache`, it is also a shared page cache in front (as a CDN
 * would be; see `sharedCache` below and docs/deploy.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** nginx's path; installs Debian's package when it is missing and apt may be used (root). */
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export function ensureNginx() {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  if (!isRoot() || spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0) {
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
 * from a request whose cookie the app agreed with. A first visit (no page_variant) is keyed on its visit bucket instead:
 * the app answers it with its bucket's page, publicly and without cookies, when the bucket came from here. The host in the key is the Host header the app is sent (`$host`
 * would take an absolute request line's instead, and file one brand's page under another's name). Not cached:
 * requests naming page_variant twice (nginx matches cookie names case-insensitively, the app does not: key and page
 * could come from different cookies); a studio person's drafts and pinned QA groups; cached-deal pages
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
  map $cookie_page_variant $first_visit_bucket {
    "" $visit_bucket;
    default "";
  }
  map $http_cookie $any_cookie {
    "" "";
    default 1;
  }
`,
  pages: `      proxy_cache pages;
      proxy_cache_key "$scheme$http_host$request_uri|$cookie_page_variant|$first_visit_bucket";
      # The key names the variant (page_variant, or a first visit's bucket); the app's Vary is for caches that key on
      # the URL alone.
      proxy_ignore_headers Vary;
      proxy_cache_bypass $studio_or_ambiguous;
      proxy_no_cache $studio_or_ambiguous;
      proxy_cache_use_stale updating;
      proxy_cache_background_update on;
      proxy_cache_lock on;
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

/** Mirrors lib/rules/visitBucket.ts: 250 buckets of 0.4 %, 00 to f9, by the client's address and user agent. */
const VISIT_BUCKETS = 250;
const visitBuckets = () => `  split_clients "\${remote_addr}\${http_user_agent}" $visit_bucket {
${Array.from({ length: VISIT_BUCKETS }, (_, n) => `    0.4% ${n.toString(16).padStart(2, '0')};`).join('\n')}
  }
`;

/**
 * nginx's config. `dir` holds what the master process writes (pid, error log); `spool` what its workers write (the
 * cache, buffered bodies), which is `dir` unless the workers run as another user (see startNginx).
 */
export function nginxConfig({ port, upstreams, dir, cache = false, spool = dir }) {
  const temp = (name) => path.join(spool, 'tmp', name);
  const shared = cache ? sharedCache(spool) : null;
  const location = (match, extra = '') => `    location ${match} {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Visit-Bucket $visit_bucket;
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
${visitBuckets()}${shared ? shared.http : ''}  upstream app {
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
  mkdirSync(dir, { recursive: true });
  // Started as root, nginx's workers run as `nobody`, who may not be able to reach `dir` (a checkout in a private
  // folder): what they write goes in a world-traversable folder of its own, removed on stop.
  const spool = isRoot() ? mkdtempSync(path.join(os.tmpdir(), 'homeclean-nginx-')) : dir;
  if (spool !== dir) chmodSync(spool, 0o755);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(spool, 'tmp', name), { recursive: true, mode: 0o777 });
  if (cache) mkdirSync(path.join(spool, 'cache'), { mode: 0o777 });
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig({ port, upstreams, dir, cache, spool }));
  const child = spawn(binary, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
    if (spool !== dir) rmSync(spool, { recursive: true, force: true });
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
