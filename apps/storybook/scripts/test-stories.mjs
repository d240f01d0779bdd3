#!/usr/bin/env node
/**
 * Every story's play function and axe check, once in rtl/ar and once in ltr/en, against a running
 * Storybook (STORYBOOK_URL, default http://127.0.0.1:6006). Both passes always run; the exit code is
 * non-zero if either failed. Extra arguments go to test-storybook (e.g. a story file filter).
 */
import { bin, elapsed, run, stopChildren } from './run.mjs';

const url = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6006';
const passes = ['rtl', 'ltr'];
const results = [];

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

for (const direction of passes) {
  const startedAt = Date.now();
  console.log(`\n▶ Story tests, ${direction === 'rtl' ? 'rtl/ar' : 'ltr/en'} pass (${url})`);
  const code = await run(
    bin('test-storybook'),
    [
      '--index-json',
      '--url',
      url,
      '--maxWorkers=2',
      '--failOnConsole',
      // The root test command counts tests from the runners' JSON reports.
      ...(process.env.DAR_RESULTS_DIR
        ? ['--json', '--outputFile', `${process.env.DAR_RESULTS_DIR}/storybook-${direction}.json`]
        : []),
      ...process.argv.slice(2),
    ],
    { env: { DAR_STORY_DIRECTION: direction } },
  );
  results.push({ direction, code, time: elapsed(startedAt) });
}

console.log('\nStory tests:');
for (const { direction, code, time } of results) {
  console.log(`  ${code === 0 ? '✔' : '✘'} ${direction}  (${time})`);
}
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
