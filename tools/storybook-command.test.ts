import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
// A PATH with only Node, npm and a shell: what a designer's machine has (no global pnpm).
const bin = mkdtempSync(join(tmpdir(), 'dar-node-only-'));
for (const name of ['node', 'npm', 'npx', 'sh']) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  symlinkSync(realpathSync(found), join(bin, name));
}
afterAll(() => rmSync(bin, { recursive: true, force: true }));

describe('npm run storybook (issue 25, item 9)', () => {
  it('starts Storybook on a machine with only Node and npm', () => {
    expect(spawnSync('pnpm', ['--version'], { env: { PATH: bin } }).error).toBeDefined();
    // Storybook's smoke test starts the dev server and exits 0 once it serves.
    const result = spawnSync(
      'npm',
      ['run', 'storybook', '--', '--smoke-test', '--ci', '-p', '6389'],
      { cwd: root, env: { HOME: process.env.HOME, PATH: bin }, encoding: 'utf8' },
    );
    expect(result.stdout + result.stderr).toContain('Smoke tests passed');
    expect(result.status).toBe(0);
  }, 240_000);
});
