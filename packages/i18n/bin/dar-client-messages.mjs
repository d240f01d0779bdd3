#!/usr/bin/env node
/*
 * dar-client-messages [config] [--check]: scans a Next.js app's client modules for the message ids
 * each part of it uses and writes its generated file (src/client-messages.ts says how). The config
 * is a module whose default export is a `ClientMessagesConfig`, its paths relative to the module's
 * folder: `client-messages.config.mjs` in the current folder when none is named. With `--check` it
 * writes nothing and exits 1 when the file is not the scan's (for CI).
 */
import path from 'node:path';
import { readClientMessagesConfig, writeClientMessages } from '../dist/client-messages.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const file = args.find((arg) => !arg.startsWith('--')) ?? 'client-messages.config.mjs';
const { ok, output, counts } = writeClientMessages(await readClientMessagesConfig(file), { check });
const where = path.relative(process.cwd(), output);
if (check && !ok) {
  console.error(`${where} is not the scan of the app's client modules: run dar-client-messages`);
  process.exit(1);
}
console.log(`${check ? 'checked' : ok ? 'unchanged' : 'wrote'} ${where}: ${counts.join(', ')}`);
