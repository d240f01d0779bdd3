import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The check and the codemod are one script (the lead re-runs the codemod after merges).
import { citingFiles, problems, rewrite } from '../scripts/doc-references.mjs';

const root = join(import.meta.dirname, '..');

describe('documents the code cites', () => {
  it('are all in the repository', () => {
    const found = citingFiles().flatMap((file) =>
      problems(file, readFileSync(join(root, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('fails on a citation of a document that is not in the repository', () => {
    expect(problems('a.ts', '/** ARCHITECTURE.md says so. */')).toHaveLength(1);
    expect(problems('a.ts', '/** Spec §5: at most 25. */')).not.toEqual([]);
    expect(problems('a.ts', '/** As docs/nowhere.md says. */')).toHaveLength(1);
    expect(problems('a.md', 'See [the guide](missing.md).')).toHaveLength(1);
    expect(problems('a.ts', '// a limit (§9) from nowhere')).toHaveLength(1);
    expect(problems('a.ts', '/** docs/product-spec.md §5: at most 25. */')).toEqual([]);
  });

  it('rewrites the old citations once, and again changes nothing', () => {
    const old = [
      '/** Spec §5: at most 25 (spec §9). */',
      ' * the sign-up rules of the spec (§5)',
      '// Dependency directions (ARCHITECTURE.md), signature (PAYMENTS.md §2).',
    ].join('\n');
    const once = rewrite(old);
    expect(once).toBe(
      [
        '/** docs/product-spec.md §5: at most 25 (docs/product-spec.md §9). */',
        ' * the sign-up rules of the spec (docs/product-spec.md §5)',
        '// Dependency directions (docs/architecture.md), signature (docs/payments.md §2).',
      ].join('\n'),
    );
    expect(rewrite(once)).toBe(once);
    expect(problems('a.ts', once)).toEqual([]);
  });
});
