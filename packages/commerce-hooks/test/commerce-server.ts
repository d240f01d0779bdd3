import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * Vitest global setup: the real commerce server for the client's tests, started the way the
 * commerce server's own e2e specs start theirs (`startDarTestEnvironment`: our configuration on
 * the cached seeded demo database, on a free port), through its `scripts/serve-test-environment.ts`.
 * In `npm test` the commerce e2e step has already seeded that cache, so this costs one boot.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    commerceUrl: string;
  }
}

const COMMERCE_DIR = fileURLToPath(new URL('../../../apps/commerce', import.meta.url));

let child: ChildProcess | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', 'scripts/serve-test-environment.ts'],
    {
      cwd: COMMERCE_DIR,
      env: { ...process.env, VENDURE_DISABLE_TELEMETRY: 'true' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child!.stdout! });
    lines.on('line', (line) => {
      output += `${line}\n`;
      if (line.startsWith('{"baseUrl"')) resolve((JSON.parse(line) as { baseUrl: string }).baseUrl);
    });
    child!.once('exit', (code) =>
      reject(new Error(`The commerce server exited (${code}) before answering:\n${output}`)),
    );
  });
  project.provide('commerceUrl', baseUrl);
  return async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
}
