/**
 * The dependency directions of docs/architecture.md as lint rules. An arrow there ("may import") is the
 * only way a layer reaches another; everything else is an error here.
 */

const apolloAndGraphql = [
  {
    group: ['@apollo/*', '@apollo/client', '@apollo/client/*'],
    message: 'ui is presentational: data arrives through props, never Apollo.',
  },
  {
    group: ['graphql', 'graphql/*', 'graphql-tag'],
    message: 'ui is presentational: no GraphQL in the design system.',
  },
];
const commerceHooks = {
  group: ['@dar/commerce-hooks', '@dar/commerce-hooks/*'],
  message: 'ui takes plain view-model props; only the storefront uses @dar/commerce-hooks.',
};
const nextFramework = {
  group: ['next', 'next/*'],
  message: 'Packages are framework-free; Next.js belongs to apps/storefront.',
};
const workspace = (names, message) => ({ group: names.flatMap((n) => [n, `${n}/*`]), message });

/** @type {Array<{ files: string[]; patterns: object[] }>} */
export const boundaries = [
  {
    files: ['packages/tokens/**'],
    patterns: [
      workspace(
        ['@dar/ui', '@dar/i18n', '@dar/commerce-hooks'],
        'tokens depend on nothing of ours.',
      ),
      nextFramework,
    ],
  },
  {
    files: ['packages/i18n/**'],
    patterns: [
      workspace(
        ['@dar/ui', '@dar/tokens', '@dar/commerce-hooks'],
        'i18n depends on nothing of ours.',
      ),
      nextFramework,
    ],
  },
  {
    files: ['packages/ui/**'],
    patterns: [...apolloAndGraphql, commerceHooks, nextFramework],
  },
  {
    files: ['packages/commerce-hooks/**'],
    patterns: [
      workspace(['@dar/ui', '@dar/tokens'], 'commerce-hooks may import @dar/i18n only.'),
      nextFramework,
    ],
  },
  {
    files: ['apps/storybook/**'],
    patterns: [
      ...apolloAndGraphql,
      workspace(['@dar/commerce-hooks'], 'Storybook shows ui with fixtures, not live data.'),
    ],
  },
  {
    files: ['apps/commerce/**'],
    patterns: [
      workspace(
        ['@dar/ui', '@dar/tokens', '@dar/i18n', '@dar/commerce-hooks'],
        'The commerce server imports no workspace package.',
      ),
    ],
  },
  {
    files: ['apps/storefront/**'],
    patterns: [
      {
        group: [
          './*.css',
          '../*.css',
          './**/*.css',
          '../**/*.css',
          '*.css.ts',
          './*.css.ts',
          '../**/*.css.ts',
        ],
        message:
          'The storefront writes no CSS: compose @dar/ui sections, or add one to ui with a story.',
      },
    ],
  },
];

/** A tiny local plugin: a stylesheet module inside the storefront is an error by its mere existence. */
export const darPlugin = {
  rules: {
    'no-storefront-styles': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          styles:
            'The storefront contains no .css/.css.ts files: styles live in @dar/ui and @dar/tokens.',
        },
      },
      create(context) {
        return {
          Program(node) {
            context.report({ node, messageId: 'styles' });
          },
        };
      },
    },
  },
};
