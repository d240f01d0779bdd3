#!/usr/bin/env node
/**
 * The whole Storybook check, as CI runs it:
 *   1. build @dar/tokens and @dar/ui (Storybook consumes their dist/, like any app),
 *   2. build storybook-static,
 *   3. serve it on a free local port,
 *   4. run every story once per direction (rtl/ar, ltr/en) in Playwright: its play function, the
 *      a11y addon's axe check, no console error, then a full-page screenshot against its baseline
 *      (visual/stories.visual.ts). The test runner's own pass (`pnpm test:stories`) checks the same
 *      plays and axe without screenshots; CI no longer runs both, which played every story twice
 *      (README, "Decisions").
 *   5. always stop the server. Exits non-zero if anything failed.
 *
 * --skip-packages  the caller already built the packages (e.g. the root test script)
 * --skip-build     reuse the existing storybook-static
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

import { appDir, bin, elapsed, repoRoot, run, stopChildren } from './run.mjs';

const flags = new Set(process.argv.slice(2));
const require = createRequire(import.meta.url);
const startedAt = Date.now();
const steps = [];
let server;

const stopServer = () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChildren();
    stopServer();
    process.exit(130);
  });
}

const step = async (name, task) => {
  const stepStartedAt = Date.now();
  console.log(`\n━━ ${name}`);
  const code = await task();
  steps.push({ name, code, time: elapsed(stepStartedAt) });
  return code;
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const waitForHttp = async (url, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`http-server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

const report = () => {
  console.log('\nStorybook checks:');
  for (const { name, code, time } of steps)
    console.log(`  ${code === 0 ? '✔' : '✘'} ${name} (${time})`);
  console.log(`  total ${elapsed(startedAt)}`);
};

const main = async () => {
  if (!flags.has('--skip-packages')) {
    const code = await step('build @dar/tokens and @dar/ui', () =>
      run('pnpm', ['--filter', '@dar/tokens', '--filter', '@dar/ui', 'run', 'build'], {
        cwd: repoRoot,
      }),
    );
    if (code !== 0) return code;
  }
  if (!flags.has('--skip-build')) {
    const code = await step('build storybook-static', () =>
      run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], {
        env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
      }),
    );
    if (code !== 0) return code;
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [
      require.resolve('http-server/bin/http-server'),
      'storybook-static',
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '-s',
      '-c-1',
    ],
    { cwd: appDir, stdio: 'ignore' },
  );
  try {
    await waitForHttp(`${url}/index.json`, 15_000);
    console.log(`\nServing storybook-static at ${url}`);
    const env = { STORYBOOK_URL: url };
    return await step('every story × rtl/ar, ltr/en: play, axe, console, screenshot', () =>
      run(bin('playwright'), ['test', '-c', 'visual/playwright.config.ts'], { env }),
    );
  } finally {
    stopServer();
  }
};

let exitCode;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
  exitCode = 1;
}
report();
process.exit(exitCode === 0 ? 0 : 1);
