#!/usr/bin/env node
/**
 * Lets React's server renderer inline a finished Suspense boundary's HTML in place on any page up
 * to 1 MB, as it does on pages up to 12.8 KB.
 *
 * Why: the storefront's islands (lib/islands) are Suspense boundaries whose HTML is rendered at
 * once on the server. React 19.2's renderer "outlines" a finished boundary once the page's HTML
 * passes its `progressiveChunkSize` (12.8 KB by default): the boundary's HTML is sent in a hidden
 * `<div id="S:n">` and moved into place by a script up to 300 ms after the first paint. Our pages
 * are 40–200 KB, so the header, the product view and the listing appeared late and the page
 * shifted (Lighthouse CLS 0.617 on the Arabic listing). Next renders app pages through a runtime
 * bundled with its own copy of React and does not pass this option through, so the default is
 * changed in that runtime: 1 MB, the value Next itself passes when it renders its inserted HTML.
 * Boundaries still waiting for data stream as before.
 *
 * Idempotent; runs before every `next build`, `next dev` and `next start` (package.json scripts,
 * the e2e servers and the root scripts run it too). It fails loudly when a Next upgrade has
 * changed the code, so the change is reviewed rather than silently lost. Files are replaced, not
 * edited in place: pnpm hard-links installed files to its store, which must stay untouched.
 */
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const CHUNK_SIZE = 1048576;
const original = /progressiveChunkSize\s*=\s*void 0\s*===\s*(\w+)\s*\?\s*12800\s*:\s*\1/g;
const patched = new RegExp(
  `progressiveChunkSize\\s*=\\s*void 0\\s*===\\s*(\\w+)\\s*\\?\\s*${CHUNK_SIZE}\\s*:\\s*\\1`,
);

const require = createRequire(join(import.meta.dirname, '..', 'package.json'));
const runtimes = join(dirname(require.resolve('next/package.json')), 'dist/compiled/next-server');
const files = readdirSync(runtimes).filter((name) =>
  /^app-page.*\.runtime\.(prod|dev)\.js$/.test(name),
);
if (files.length === 0) {
  throw new Error(`inline-suspense-html: no app-page runtime in ${runtimes}; review this script.`);
}

let changed = 0;
for (const name of files) {
  const file = join(runtimes, name);
  const source = readFileSync(file, 'utf8');
  const matches = source.match(original)?.length ?? 0;
  if (matches === 0) {
    if (patched.test(source)) continue;
    throw new Error(
      `inline-suspense-html: ${name} no longer sets progressiveChunkSize as expected; review this script.`,
    );
  }
  if (matches !== 1) {
    throw new Error(`inline-suspense-html: ${name} sets progressiveChunkSize ${matches} times.`);
  }
  const temporary = `${file}.dar-${process.pid}`;
  writeFileSync(
    temporary,
    source.replace(original, `progressiveChunkSize=void 0===$1?${CHUNK_SIZE}:$1`),
  );
  renameSync(temporary, file);
  changed += 1;
}
if (changed > 0) {
  console.log(`inline-suspense-html: ${changed} Next runtime(s) inline Suspense HTML up to 1 MB.`);
}
