import path from 'node:path';
import { AssetServerPlugin, type ImageTransformPreset } from '@vendure/asset-server-plugin';
import {
  DefaultJobQueuePlugin,
  DefaultLogger,
  DefaultSchedulerPlugin,
  LanguageCode,
  RedisCachePlugin,
  LogLevel,
  type VendureConfig,
} from '@vendure/core';
import { BullMQJobQueuePlugin } from '@vendure/job-queue-plugin/package/bullmq';
import type { DataSourceOptions } from 'typeorm';
import { redisOptionsFromUrl } from './common/redis';
import {
  type CommerceEnvironment,
  type DatabaseSettings,
  type LogLevelName,
  readEnvironment,
} from './environment';
import { AccountsPlugin } from './plugins/accounts/accounts.plugin';
import { dashboardPlugins } from './plugins/dashboard/dashboard.plugin';
import { arabicSearchPlugin } from './plugins/arabic-search/arabic-search.plugin';
import { ContentPlugin } from './plugins/content/content.plugin';
import { CustomerCarePlugin } from './plugins/customer-care/customer-care.plugin';
import { CustomerDetailsPlugin } from './plugins/customer-details/customer-details.plugin';
import { MerchandisingPlugin } from './plugins/merchandising/merchandising.plugin';
import { BoundedSizesStrategy } from './common/image-sizes';
import { queryCostPlugin } from './common/query-cost';
import { shopQueryLimits } from './common/query-limits';
import {
  bodyLimitMiddleware,
  localMailboxOnlyMiddleware,
  securityHeadersMiddleware,
} from './common/http-hardening';
import { FavoritesPlugin } from './plugins/favorites/favorites.plugin';
import { ListingsPlugin } from './plugins/listings/listings.plugin';
import { RateLimitPlugin } from './plugins/rate-limit/rate-limit.plugin';
import { SessionQueuePlugin } from './plugins/session-queue/session-queue.plugin';
import { EgyptPlugin } from './plugins/egypt/egypt.plugin';
import {
  configureEmailPlugin,
  EmailLanguagePlugin,
  MAILBOX_ROUTE,
} from './plugins/email/email.plugin';
import { OrderLifecyclePlugin } from './plugins/order-lifecycle/order-lifecycle.plugin';
import { OrdersPlugin } from './plugins/orders/orders.plugin';
import { paymentsPlugins } from './plugins/payments/payments.plugin';
import { PasswordResetCodePlugin } from './plugins/password-reset-code/password-reset-code.plugin';
import { ProductDetailsPlugin } from './plugins/product-details/product-details.plugin';
import { StaffRolesPlugin } from './plugins/staff-roles/staff-roles.plugin';
import { StorefrontRevalidationPlugin } from './plugins/storefront-revalidation/storefront-revalidation.plugin';
import { CatalogueCachePlugin } from './plugins/catalogue-cache/catalogue-cache.plugin';
import { CatalogueReadsPlugin } from './plugins/catalogue-reads/catalogue-reads.plugin';

/** Names of our session cookies; the storefront forwards these on account and checkout calls. */
export const SESSION_COOKIE_NAMES = { shop: 'dar-session', admin: 'dar-admin-session' } as const;

/**
 * The server's whole configuration as a function of its environment, so that tests can build it
 * from a made-up environment and production refuses unsafe settings before anything starts.
 * Throws {@link EnvironmentError} when the environment is not fit to run.
 */
export function createVendureConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): VendureConfig {
  return buildVendureConfig(readEnvironment(env));
}

export function buildVendureConfig(settings: CommerceEnvironment): VendureConfig {
  return {
    // The shop is Arabic first: a missing translation falls back to Arabic, and the default
    // channel and global settings are created with Arabic on a new database.
    defaultLanguageCode: LanguageCode.ar,
    apiOptions: {
      port: settings.port,
      shopApiPath: 'shop-api',
      adminApiPath: 'admin-api',
      cors: { origin: settings.corsOrigins, credentials: true },
      // Sessions ride in cookies, so a cross-site form must not be able to post a login.
      csrfPrevention: true,
      // Forwarding headers are believed only from the proxies named in TRUST_PROXY (none by
      // default); the storefront's shoppers' addresses arrive signed instead (CLIENT_ADDRESS_SECRET,
      // plugins/rate-limit/services/client-address.ts).
      trustProxy: settings.trustProxy,
      // A shopper's query never nests deeper, selects more or repeats a field under more aliases
      // than this; a crafted one would otherwise make the server walk huge object graphs.
      shopApiValidationRules: shopQueryLimits(),
      // What a shopper's operation may cost (list sizes × selections), by Vendure's own estimator.
      apolloServerPlugins: [queryCostPlugin()],
      middleware: [
        securityHeadersMiddleware(),
        bodyLimitMiddleware(),
        ...(settings.email.kind === 'mailbox' ? [localMailboxOnlyMiddleware(MAILBOX_ROUTE)] : []),
      ],
      introspection: !settings.production,
      shopApiPlayground: false,
      adminApiPlayground: false,
    },
    authOptions: {
      tokenMethod: 'cookie',
      superadminCredentials: settings.superadmin,
      cookieOptions: {
        name: { ...SESSION_COOKIE_NAMES },
        secret: settings.cookieSecret,
        httpOnly: true,
        sameSite: 'lax',
        signed: true,
        secure: settings.cookieSecure,
      },
      requireVerification: true,
    },
    dbConnectionOptions: databaseOptions(settings.database),
    // Cash on delivery and the hosted gateway's handlers are added by the payments plugin.
    paymentOptions: { paymentMethodHandlers: [] },
    logger: new DefaultLogger({ level: LOG_LEVELS[settings.logLevel] }),
    importExportOptions: {
      // The seed renders its product images here before importing them.
      importAssetsDir: seedImageDir(settings),
    },
    schedulerOptions: {
      // The embedded default has no separate worker: the server process runs the scheduled
      // tasks (session cleanup...). DefaultSchedulerPlugin locks each run in the database, so
      // several server instances still run a task once. With a worker (JOB_QUEUE=worker), it
      // runs them.
      runTasksInWorkerOnly: settings.jobQueue === 'worker',
    },
    plugins: [
      AssetServerPlugin.init({
        route: 'assets',
        assetUploadDir: settings.assetDir,
        assetUrlPrefix: settings.assetUrlPrefix,
        presets: [...ASSET_PRESETS],
        // Only the presets and a few square sizes are ever made: made-up sizes cannot fill the disk.
        imageTransformStrategy: new BoundedSizesStrategy(),
      }),
      ...sharedStatePlugins(settings),
      DefaultSchedulerPlugin.init(),
      arabicSearchPlugin(settings.database.kind),
      ProductDetailsPlugin,
      CustomerDetailsPlugin,
      FavoritesPlugin,
      ListingsPlugin,
      AccountsPlugin,
      RateLimitPlugin.init({
        limits: settings.rateLimits,
        clientAddressSecret: settings.clientAddressSecret,
        redisUrl: settings.redisUrl,
      }),
      SessionQueuePlugin.init({ redisUrl: settings.redisUrl }),
      // After RateLimitPlugin: their result unions include RateLimitedError.
      PasswordResetCodePlugin.init({ secret: settings.cookieSecret }),
      CustomerCarePlugin,
      OrdersPlugin,
      // After OrdersPlugin: requestReturn's result union includes its OrderNotFoundError.
      OrderLifecyclePlugin,
      ...paymentsPlugins(settings),
      EgyptPlugin,
      ContentPlugin,
      MerchandisingPlugin,
      // After ContentPlugin and MerchandisingPlugin: the Merchandiser holds their permissions.
      StaffRolesPlugin,
      EmailLanguagePlugin,
      configureEmailPlugin(settings),
      StorefrontRevalidationPlugin.init({ ...settings.storefrontRevalidation }),
      CatalogueCachePlugin.init({ ttlSeconds: settings.shopReadCacheTtlSeconds }),
      CatalogueReadsPlugin,
      ...dashboardPlugins(settings),
    ],
  };
}

/**
 * The widths of the storefront's responsive pictures (next/image's `srcset` candidates: its
 * `deviceSizes` and `imageSizes`, apps/storefront/lib/image-loader.ts): `w640` is the picture
 * 640 px wide, its height following its own proportions (at most the width: the box is square).
 */
export const RESPONSIVE_WIDTHS = [160, 256, 384, 640, 828, 1200, 1920] as const;

/**
 * Sizes the storefront asks the asset server for (`/assets/preview/…?preset=card`, add
 * `&format=webp` for WebP). Product pictures are 4:3 like the product card, so card, detail and
 * zoom keep the whole picture; thumb is a square crop. Each size is made once, then served from
 * the asset server's cache. Vendure's own presets (tiny, small, medium, large) stay available.
 */
export const ASSET_PRESETS = [
  { name: 'thumb', width: 150, height: 150, mode: 'crop' },
  { name: 'card', width: 640, height: 480, mode: 'crop' },
  { name: 'detail', width: 1200, height: 900, mode: 'resize' },
  { name: 'zoom', width: 1600, height: 1200, mode: 'resize' },
  ...RESPONSIVE_WIDTHS.map((width) => ({
    name: `w${width}`,
    width,
    height: width,
    mode: 'resize' as const,
  })),
] as const satisfies readonly ImageTransformPreset[];

export function seedImageDir(settings: Pick<CommerceEnvironment, 'dataDir'>): string {
  return path.join(settings.dataDir, 'seed-images');
}

const LOG_LEVELS: Record<LogLevelName, LogLevel> = {
  error: LogLevel.Error,
  warn: LogLevel.Warn,
  info: LogLevel.Info,
  verbose: LogLevel.Verbose,
  debug: LogLevel.Debug,
};

/** One migration folder per driver: their SQL dialects differ. */
export function migrationsDir(kind: DatabaseSettings['kind']): string {
  return path.join(__dirname, 'migrations', kind);
}

function databaseOptions(database: DatabaseSettings): DataSourceOptions {
  // Built output holds compiled .js migrations, a source run (dev, tests) the .ts ones.
  const extension = path.extname(__filename);
  const migrations = [path.join(migrationsDir(database.kind), `*${extension}`)];
  if (database.kind === 'sqlite') {
    return {
      type: 'better-sqlite3',
      database: database.file,
      // Readers (storefront traffic) do not wait for the writer (job queue, admin) in WAL mode.
      enableWAL: true,
      // Milliseconds a statement waits for a lock held by another connection before failing.
      timeout: 10_000,
      synchronize: false,
      migrations,
      logging: false,
    };
  }
  return {
    type: 'postgres',
    url: database.url,
    schema: database.schema,
    synchronize: false,
    migrations,
    logging: false,
  };
}

/**
 * Jobs (search indexing, collection filters, emails) survive a crash or restart: in the database
 * for one process, on BullMQ in Redis when several share one (REDIS_URL), where the worker takes
 * them as they come instead of polling. With Redis, Vendure's caches (sessions, channels, zones,
 * tax rates) live there too, so a replica never serves what another has changed.
 */
function sharedStatePlugins(settings: CommerceEnvironment): NonNullable<VendureConfig['plugins']> {
  if (!settings.redisUrl) return [DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true })];
  const redisOptions = redisOptionsFromUrl(settings.redisUrl);
  return [
    BullMQJobQueuePlugin.init({
      // BullMQ's workers block on Redis: their commands must wait, not fail.
      connection: { ...redisOptions, maxRetriesPerRequest: null },
    }),
    RedisCachePlugin.init({ redisOptions, namespace: 'dar-cache' }),
  ];
}
