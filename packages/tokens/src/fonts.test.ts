import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { fontFamilies } from './fonts';
import { darTheme } from './theme';

// `@dar/tokens/fonts` is how the package loads the faces its theme names: what it imports must
// declare exactly the families the theme's font stacks fall back to.
const require = createRequire(import.meta.url);
const declared = (pkg: string) =>
  [...readFileSync(require.resolve(pkg), 'utf8').matchAll(/font-family:\s*'([^']+)'/g)].map(
    (match) => match[1],
  );

describe('@dar/tokens/fonts', () => {
  it('loads the families the theme names', () => {
    expect(new Set(declared('@fontsource-variable/cairo'))).toEqual(new Set([fontFamilies.arabic]));
    expect(new Set(declared('@fontsource-variable/inter'))).toEqual(new Set([fontFamilies.latin]));
    const stacks = JSON.stringify(darTheme);
    expect(stacks).toContain(`"${fontFamilies.arabic}"`.replace(/"/g, '\\"'));
    expect(stacks).toContain(`"${fontFamilies.latin}"`.replace(/"/g, '\\"'));
  });
});
