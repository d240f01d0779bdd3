import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types every document in src/documents/*.graphql from the committed Shop API schema
 * (schema/shop-api.graphql, written by the commerce server's `schema:shop`) into typed document
 * nodes in src/gql/graphql.ts, imported by name so that a bundle carries only the documents it
 * uses (never through the preset's `graphql()` map, which holds them all). The output is
 * committed; `pnpm codegen:check` (run by the test command) fails when it is stale.
 */
const config: CodegenConfig = {
  schema: 'schema/shop-api.graphql',
  documents: ['src/documents/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Money: 'number', JSON: 'unknown', Upload: 'unknown' },
        // Only what documents use: the schema has 4,000 lines.
        onlyOperationTypes: true,
        skipTypename: false,
      },
    },
  },
};

export default config;
