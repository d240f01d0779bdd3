import path from 'node:path';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import { PluginCommonModule, type Type, VendurePlugin } from '@vendure/core';
import { type CommerceEnvironment, PACKAGE_ROOT } from '../../environment';

/** Where staff open the dashboard: http://localhost:3001/dashboard/. */
export const DASHBOARD_ROUTE = 'dashboard';

/** The old Angular Admin UI's address, kept so bookmarks and habits still land somewhere. */
export const LEGACY_ADMIN_ROUTE = 'admin';

/**
 * The built React app (scripts/build-dashboard.mjs writes it with vite.config.mts). The same
 * folder whether the server runs from dist/ or, in development and tests, from src/.
 */
export const DASHBOARD_APP_DIR = path.join(PACKAGE_ROOT, 'dist', 'dashboard');

/**
 * The dashboard's server half proxies to a Vite dev server when one answers on this port
 * (`vite` in apps/commerce while developing the extensions). Vite's default 5173 for the usual
 * port 3001, and a port of its own for every other server on the machine (tests, other
 * checkouts), which then never picks up someone else's dev server.
 */
export function viteDevServerPort(port: number): number {
  return port + 2172;
}

/**
 * `/admin` and everything under it answer with a permanent redirect to the same place under
 * `/dashboard`; `/admin-api` is a different path segment and is not touched.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  configuration: (config) => {
    config.apiOptions.middleware.push({
      route: LEGACY_ADMIN_ROUTE,
      handler: (
        req: { originalUrl: string },
        res: { redirect: (status: number, url: string) => void },
      ) => {
        const rest = req.originalUrl.slice(`/${LEGACY_ADMIN_ROUTE}`.length).replace(/^\/+/, '');
        res.redirect(301, `/${DASHBOARD_ROUTE}/${rest}`);
      },
    });
    return config;
  },
})
class LegacyAdminRedirectPlugin {}

/**
 * Vendure's React dashboard at /dashboard, for staff: Arabic (right to left) by default, English
 * in its language switch; it talks to the Admin API on the same origin with the
 * `dar-admin-session` cookie. Without a build (a fresh checkout that only ran tsc) the route
 * serves Vendure's "not built yet" page rather than failing the server.
 */
export function dashboardPlugins(
  settings: Pick<CommerceEnvironment, 'port'>,
): Array<Type<unknown>> {
  return [
    DashboardPlugin.init({
      route: DASHBOARD_ROUTE,
      appDir: DASHBOARD_APP_DIR,
      viteDevServerPort: viteDevServerPort(settings.port),
    }),
    LegacyAdminRedirectPlugin,
  ];
}
