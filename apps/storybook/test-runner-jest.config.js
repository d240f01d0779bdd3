// Ejected from @storybook/test-runner: its CLI ignores a custom browser executable otherwise.
import { getJestConfig } from '@storybook/test-runner';

import { chromiumLaunchOptions } from '../../tools/chromium.mjs';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions,
    },
  },
  // Generous for a two-core machine: a story with several play steps plus axe takes a few seconds.
  testTimeout: 30_000,
};
