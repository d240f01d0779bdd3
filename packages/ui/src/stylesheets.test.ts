import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const resolve = createRequire(join(packageDir, 'package.json')).resolve;

/** A stylesheet as an app imports it, by its package address. */
function stylesheet(address: string): string {
  const path = resolve(address);
  if (!existsSync(path)) {
    throw new Error(`${address} is missing: run \`pnpm --filter @dar/ui build\` first`);
  }
  return readFileSync(path, 'utf8');
}

const rules = (css: string) =>
  css
    .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n\s*\n/g, '\n')
    .trim();

describe('the built stylesheets (dist/, after `pnpm --filter @dar/ui build`)', () => {
  it("`@dar/ui/all.css` is @dar/tokens' stylesheet then @dar/ui's, in one file", () => {
    const all = stylesheet('@dar/ui/all.css');
    const tokens = rules(stylesheet('@dar/tokens/styles.css'));
    const ui = rules(stylesheet('@dar/ui/styles.css'));
    expect(tokens.length).toBeGreaterThan(0);
    expect(ui.length).toBeGreaterThan(0);
    // The tokens first: the components' rules use their variables and override their base rules.
    expect(rules(all)).toBe(`${tokens}\n${ui}`);
  });

  it('carries no source map comment, as neither map describes the joined file', () => {
    expect(stylesheet('@dar/ui/all.css')).not.toMatch(/sourceMappingURL/);
  });
});
