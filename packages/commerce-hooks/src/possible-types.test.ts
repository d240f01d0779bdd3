import { readFileSync } from 'node:fs';
import { buildSchema, isAbstractType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { possibleTypes } from './possible-types';

describe('possibleTypes', () => {
  it('lists every union and interface of the committed schema with its members', () => {
    const schema = buildSchema(
      readFileSync(new URL('../schema/shop-api.graphql', import.meta.url), 'utf8'),
    );
    const expected: Record<string, string[]> = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (isAbstractType(type) && !type.name.startsWith('__')) {
        expected[type.name] = schema
          .getPossibleTypes(type)
          .map((member) => member.name)
          .sort();
      }
    }
    // `pnpm codegen` regenerates it (scripts/possible-types.mjs) when the schema changes.
    expect(possibleTypes).toEqual(expected);
  });
});
