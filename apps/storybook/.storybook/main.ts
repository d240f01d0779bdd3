import { fileURLToPath } from 'node:url';

import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig, type UserConfig } from 'vite';

/**
 * Stories render the BUILT packages, exactly as the storefront will: each public entry point is
 * resolved through the package's `exports` (so `dist/`), and pinned with an exact alias so that
 * files living in packages/ui/src import `@dar/ui` the same way an outside app does.
 */
const builtEntryPoints = ['@dar/tokens', '@dar/tokens/styles.css', '@dar/ui', '@dar/ui/styles.css'];

const resolveBuilt = (specifier: string): string => {
  try {
    return fileURLToPath(import.meta.resolve(specifier));
  } catch (error) {
    throw new Error(
      `Cannot resolve ${specifier}. Build the packages first: pnpm --filter @dar/tokens --filter @dar/ui build`,
      { cause: error },
    );
  }
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const config: StorybookConfig = {
  stories: ['../../../packages/ui/src/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Components come from dist (plain JS), so there is nothing for docgen to read.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const overrides: UserConfig = {
      plugins: [vanillaExtractPlugin()],
      resolve: {
        alias: builtEntryPoints.map((specifier) => ({
          find: new RegExp(`^${escapeRegExp(specifier)}$`),
          replacement: resolveBuilt(specifier),
        })),
        // One React and one React Aria for stories, decorators and the packages, or contexts
        // (I18nProvider) would not reach the components.
        dedupe: ['react', 'react-dom', 'react-aria-components', 'react-intl'],
      },
      build: {
        rolldownOptions: {
          onwarn(warning, warn) {
            // @dar/ui's "use client" marks a client boundary for Next's App Router; a Storybook
            // bundle has no such boundary, so dropping the directive here is expected.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    };
    return mergeConfig(viteConfig, overrides);
  },
};

export default config;
