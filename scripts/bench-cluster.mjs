#!/usr/bin/env node
// Front benchmark (issue 30): requests per second for one cached product page, three ways, in one
// run on the cluster (scripts/cluster.mjs):
//   1. nginx serving the page's HTML as a static file (the ceiling);
//   2. the page through the nginx front (deploy/nginx/dar.conf: micro-cached);
//   3. the page from one Next.js replica alone (its own ISR cache in Redis).
// Run after a build: `node scripts/bench-cluster.mjs`. Options (environment): BENCH_DURATION
// (seconds per target, 10), BENCH_CONNECTIONS (50). Prints one table; the README keeps the row.
import { mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from './cluster.mjs';
import { startNginx } from './services.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const STATIC_PORT = 4402;

/** Requests per second, and the answers that were not 2xx or never came (timeouts included). */
async function rate(url) {
  const result = await autocannon({ url, connections, duration });
  return {
    perSecond: Math.round(result.requests.average),
    failed: result.non2xx + result.errors,
    p99: result.latency.p99,
  };
}

const cluster = await startCluster();
const dir = mkdtempSync(join(tmpdir(), 'dar-bench-static-'));
let staticNginx;
try {
  const shop = await fetch(`${cluster.commerceFrontUrl}/shop-api?languageCode=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(options: { take: 1 }) { items { slug } } }' }),
  });
  const slug = (await shop.json()).data.products.items[0].slug;
  const path = `/en/products/${slug}`;
  // Rendered and cached on the replica, then in the front.
  for (let i = 0; i < 3; i += 1) await fetch(`${cluster.frontUrl}${path}`);
  const html = await (await fetch(`${cluster.storefrontUrls[0]}${path}`)).text();

  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'page.html'), html);
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http { access_log off; sendfile on; keepalive_timeout 65;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${STATIC_PORT}; root ${dir}; default_type text/html; } }
`,
  );
  staticNginx = await startNginx({ config, port: STATIC_PORT });

  const rows = [
    ['nginx, the HTML as a static file', await rate(`http://127.0.0.1:${STATIC_PORT}/page.html`)],
    ['through the nginx front', await rate(`${cluster.frontUrl}${path}`)],
    ['one Next.js replica alone', await rate(`${cluster.storefrontUrls[0]}${path}`)],
  ];
  const ceiling = rows[0][1].perSecond;
  console.log(
    `\nCached product page ${path} (${Math.round(html.length / 1024)} KB), ${connections} connections, ${duration} s each, load ${loadavg()[0].toFixed(1)} at the end\n`,
  );
  console.log('| Served by | requests/s | of static | p99 ms | failed |');
  console.log('| --- | --: | --: | --: | --: |');
  for (const [name, { perSecond, failed, p99 }] of rows) {
    const share = Math.round((perSecond / ceiling) * 100);
    console.log(`| ${name} | ${perSecond} | ${share} % | ${p99} | ${failed} |`);
  }
} finally {
  await staticNginx?.stop();
  rmSync(dir, { recursive: true, force: true });
  await cluster.stop();
}
