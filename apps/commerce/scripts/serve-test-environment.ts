import { startDarTestEnvironment } from '../src/e2e/test-environment';

/**
 * The e2e test server as a process, for test suites outside this package (the client package's
 * tests against a real Shop API): the same configuration and cached seeded database as the e2e
 * specs, on a free port. It prints one JSON line `{"baseUrl": ...}` when it answers, and stops on
 * SIGTERM or when its parent closes stdin.
 */
async function main(): Promise<void> {
  const environment = await startDarTestEnvironment('serve-test-environment');
  process.stdout.write(`${JSON.stringify({ baseUrl: environment.baseUrl })}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void environment.stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // An orphaned server (the test runner crashed) would hold its port forever.
  process.stdin.on('end', stop);
  process.stdin.resume();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
