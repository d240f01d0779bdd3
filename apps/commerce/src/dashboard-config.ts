import type { VendureConfig } from '@vendure/core';
import { buildVendureConfig } from './vendure-config';
import { readEnvironment } from './environment';

/**
 * The configuration the dashboard's build reads (vite.config.mts): it looks for an exported
 * VendureConfig object to learn the Admin API path, the token method, the plugins' dashboard
 * extensions and the Admin API schema. Built from an empty environment (development defaults)
 * because only the shape matters, never a secret or a database: nothing connects at build time.
 */
export const dashboardBuildConfig: VendureConfig = buildVendureConfig(readEnvironment({}));
