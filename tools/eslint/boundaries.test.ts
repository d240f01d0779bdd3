import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints source text as if it lived at `filePath`, and returns the rules it breaks. */
async function brokenRules(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => ({
    rule: message.ruleId,
    text: message.message,
  }));
}

describe('import boundaries (docs/architecture.md)', () => {
  it.each([
    ["import { ApolloClient } from '@apollo/client';", 'packages/ui/src/Fixture/Fixture.tsx'],
    [
      "import { useActiveOrder } from '@dar/commerce-hooks';",
      'packages/ui/src/Fixture/Fixture.tsx',
    ],
    ["import { gql } from '@apollo/client/core';", 'packages/ui/src/Fixture/Fixture.tsx'],
    ["import { parse } from 'graphql';", 'packages/ui/src/Fixture/Fixture.tsx'],
    ["import { Button } from '@dar/ui';", 'packages/commerce-hooks/src/fixture.ts'],
    ["import { vars } from '@dar/tokens';", 'apps/commerce/src/fixture.ts'],
    [
      "import { getHomeProducts } from '@dar/commerce-hooks/server';",
      'apps/storybook/stories/fixture.tsx',
    ],
    ["import './page.css';", 'apps/storefront/app/fixture.tsx'],
  ])('rejects %s in %s', async (code, filePath) => {
    const rules = await brokenRules(`${code}\nexport {};\n`, filePath);
    expect(rules.map((r) => r.rule)).toContain('no-restricted-imports');
  });

  it.each([
    ["import { Button } from 'react-aria-components';", 'packages/ui/src/Fixture/Fixture.tsx'],
    ["import { formatMoney } from '@dar/i18n';", 'packages/ui/src/Fixture/Fixture.tsx'],
    [
      "import { getHomeProducts } from '@dar/commerce-hooks/server';",
      'apps/storefront/app/fixture.tsx',
    ],
    ["import '@dar/ui/styles.css';", 'apps/storefront/app/fixture.tsx'],
  ])('allows %s in %s', async (code, filePath) => {
    const rules = await brokenRules(`${code}\nexport {};\n`, filePath);
    expect(rules.filter((r) => r.rule === 'no-restricted-imports')).toEqual([]);
  });

  it('flags a vanilla-extract stylesheet placed in the storefront', async () => {
    const rules = await brokenRules(
      "export const root = 'x';\n",
      'apps/storefront/app/page.css.ts',
    );
    expect(rules.map((r) => r.rule)).toContain('dar/no-storefront-styles');
  });
});

describe('the storefront tree', () => {
  it('contains no stylesheet of its own', () => {
    const styles: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules' || name === '.next') continue;
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(css|scss|sass|less)$|\.css\.ts$/.test(name)) styles.push(relative(root, path));
      }
    };
    walk(join(root, 'apps/storefront'));
    expect(styles).toEqual([]);
  });
});
