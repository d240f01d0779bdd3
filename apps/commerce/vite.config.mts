import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LanguageCode } from '@vendure/core';
import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import { defineConfig } from 'vite';

/**
 * Vendure's React dashboard, built into dist/dashboard by scripts/build-dashboard.mjs and served
 * by the commerce server at /dashboard (src/plugins/dashboard). Staff use it in Arabic (right to
 * left, the default) or English; it talks to the Admin API on the same origin with the
 * `dar-admin-session` cookie (the token method comes from the server's config).
 */
export default defineConfig({
  base: '/dashboard/',
  // The plugin makes the dashboard package Vite's root, so the output folder is outside it and
  // would otherwise keep every earlier build's hashed files.
  // One 2.7 MB script (800 kB compressed) that staff load once a session: Vite's 500 kB warning
  // would only repeat itself at every build.
  build: {
    outDir: join(import.meta.dirname, 'dist/dashboard'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
  },
  plugins: [
    vendureDashboardPlugin({
      vendureConfigPath: pathToFileURL(resolve(import.meta.dirname, 'src/dashboard-config.ts')),
      vendureConfigExport: 'dashboardBuildConfig',
      // Compiled copies of the server's sources (the build reads the config from them).
      tempCompilationDir: join(import.meta.dirname, 'node_modules/.cache/vendure-dashboard-temp'),
      api: { host: 'auto', port: 'auto' },
      i18n: {
        availableLanguages: [LanguageCode.ar, LanguageCode.en],
        availableLocales: ['EG', 'US'],
      },
    }),
    {
      // Our plugins' screens (src/plugins/*/dashboard) import React through their JSX, and pnpm
      // gives this package no React of its own: resolve it, like the dashboard's own imports,
      // from the dashboard package (Vite's root), so the app and the screens share one React.
      // A plugin of its own because the dashboard plugin replaces `resolve` in its config hook.
      name: 'dar:dashboard-extensions-react',
      config: () => ({ resolve: { dedupe: ['react', 'react-dom'] } }),
    },
  ],
});
