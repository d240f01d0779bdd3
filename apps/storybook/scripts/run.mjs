import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(appDir, '../..');

/** A binary installed in this app's node_modules/.bin. */
export const bin = (name) => path.join(appDir, 'node_modules', '.bin', name);

const children = new Set();

/** Runs a command with inherited stdio; resolves to its exit code (never rejects on failure). */
export const run = (command, args, { cwd = appDir, env = {} } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });

/** Stops every child still running (on Ctrl-C or a fatal error), each by its own pid. */
export const stopChildren = () => {
  for (const child of children) child.kill('SIGTERM');
};

export const elapsed = (startedAt) => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
