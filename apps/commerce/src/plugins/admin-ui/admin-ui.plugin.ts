import fs from 'node:fs/promises';
import path from 'node:path';
import { AdminUiPlugin } from '@vendure/admin-ui-plugin';
import { LanguageCode, PluginCommonModule, type Type, VendurePlugin } from '@vendure/core';
import type { CommerceEnvironment } from '../../environment';

/** Where staff open the dashboard: http://localhost:3001/admin/. */
export const ADMIN_UI_ROUTE = 'admin';

/** The prebuilt Angular app that ships inside @vendure/admin-ui-plugin. */
const PREBUILT_APP_DIR = path.join(
  path.dirname(require.resolve('@vendure/admin-ui-plugin/package.json')),
  'lib',
  'admin-ui',
  'browser',
);

/**
 * Copies the prebuilt admin app to a folder the server owns before Vendure starts. The
 * AdminUiPlugin writes its configuration (API path, token method, languages) and base href into
 * the app's files at every start; done in node_modules, that would rewrite files that pnpm
 * hard-links from its store into every checkout on the machine.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  configuration: async (config) => {
    await copyPrebuiltApp(AdminUiAppCopyPlugin.appDir);
    return config;
  },
})
class AdminUiAppCopyPlugin {
  static appDir = '';
}

async function copyPrebuiltApp(appDir: string): Promise<void> {
  const marker = path.join(appDir, '.copied-from');
  const source = await fs.realpath(PREBUILT_APP_DIR);
  const copiedFrom = await fs.readFile(marker, 'utf-8').catch(() => '');
  if (copiedFrom === source) {
    return;
  }
  await fs.rm(appDir, { recursive: true, force: true });
  await fs.mkdir(path.dirname(appDir), { recursive: true });
  await fs.cp(source, appDir, { recursive: true });
  await fs.writeFile(marker, source);
}

/**
 * Vendure's admin dashboard (the prebuilt Angular Admin UI, no compilation) at /admin, for
 * staff: Arabic by default, English available; it talks to the Admin API on the same origin
 * with the `dar-admin-session` cookie.
 */
export function adminUiPlugins(
  settings: Pick<CommerceEnvironment, 'dataDir' | 'port'>,
): Array<Type<unknown>> {
  AdminUiAppCopyPlugin.appDir = path.join(settings.dataDir, 'admin-ui');
  return [
    AdminUiAppCopyPlugin,
    AdminUiPlugin.init({
      route: ADMIN_UI_ROUTE,
      port: settings.port,
      app: { path: AdminUiAppCopyPlugin.appDir },
      adminUiConfig: {
        brand: 'Dar',
        defaultLanguage: LanguageCode.ar,
        defaultLocale: 'EG',
        availableLanguages: [LanguageCode.ar, LanguageCode.en],
        availableLocales: ['EG', 'US'],
      },
    }),
  ];
}
