import path from 'node:path';
import {
  HOSTED_PROVIDERS,
  type HostedProvider,
  isHostedProvider,
  SANDBOX_INTEGRATION_IDS,
} from './plugins/payments/services/providers';
import {
  parseRateLimits,
  type RateLimit,
  type RateLimitedOperation,
} from './plugins/rate-limit/services/rate-limits';
import { MIN_CLIENT_ADDRESS_SECRET_LENGTH } from './plugins/rate-limit/services/client-address';

/**
 * Reads and validates the commerce server's environment. Everything the server can be told from
 * outside comes through here, so a misconfigured production deployment fails at start with one
 * readable message instead of running with a well-known password.
 */

/** Credentials anyone can read in this repository: fine on a laptop, never in production. */
export const DEVELOPMENT_SUPERADMIN_USERNAME = 'superadmin';
export const DEVELOPMENT_SUPERADMIN_PASSWORD = 'superadmin';
export const DEVELOPMENT_COOKIE_SECRET = 'dar-development-cookie-secret-not-for-production';

/** A signing key shorter than this can be brute-forced offline from one captured cookie. */
export const MIN_PRODUCTION_COOKIE_SECRET_LENGTH = 32;

export const DEFAULT_PORT = 3001;
export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';

/** The package root: `src/` when run from source, `dist/` when built, both one level down. */
export const PACKAGE_ROOT = path.resolve(__dirname, '..');

export type LogLevelName = 'error' | 'warn' | 'info' | 'verbose' | 'debug';
const LOG_LEVELS: readonly LogLevelName[] = ['error', 'warn', 'info', 'verbose', 'debug'];

/**
 * Where emails go: an SMTP server (required in production), or, in development and tests, the
 * email plugin's dev mailbox, which writes each email as a file and serves them at `/mailbox`.
 */
export type EmailSettings =
  | {
      kind: 'smtp';
      host: string;
      port: number;
      /** TLS from the first byte (port 465); other ports upgrade with STARTTLS when offered. */
      secure: boolean;
      auth: { user: string; pass: string } | undefined;
      from: string;
    }
  | { kind: 'mailbox'; outputDir: string; from: string };

/** The sender of development emails, which never leave the machine. */
export const DEVELOPMENT_EMAIL_FROM = '"دار Dar" <no-reply@dar.localhost>';

/**
 * Who runs the job queue (search indexing, collection contents, emails, scheduled tasks): the
 * server itself (`in-process`, the embedded default), or a separate worker process
 * (`worker`: `node dist/worker.js` on the same database), so that long jobs never slow requests.
 */
export type JobQueueMode = 'in-process' | 'worker';
const JOB_QUEUE_MODES: readonly JobQueueMode[] = ['in-process', 'worker'];

/**
 * The hosted payment gateway (docs/payments.md): where intentions are created, the merchant's keys,
 * and the integration id of each provider. `undefined` when production has none configured:
 * the card and instalment methods then say they are unavailable.
 */
export interface PaymentGatewaySettings {
  /** API base, e.g. the provider's host, or this server's `/payment-sandbox`. */
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationIds: Partial<Record<HostedProvider, number>>;
}

export interface PaymentSettings {
  gateway: PaymentGatewaySettings | undefined;
  /**
   * Serve the payment sandbox at `/payment-sandbox`: in development and tests, and in the local
   * trial (`npm start`, LOCAL_TRIAL) on this machine; never in a shop others reach.
   */
  sandbox: boolean;
  /** LOCAL_TRIAL: `npm start`'s production-mode run on localhost, which may use the sandbox. */
  localTrial: boolean;
  /** This server as the provider and the shopper's browser reach it (callbacks, redirects). */
  publicUrl: string;
}

/** Keys of the sandbox, which signs with them: public knowledge, development only. */
export const SANDBOX_GATEWAY_KEYS = {
  secretKey: 'egy_sk_test_dar_sandbox_secret_key',
  publicKey: 'egy_pk_test_dar_sandbox_public_key',
  hmacSecret: 'dar-sandbox-hmac-secret',
} as const;

export const PAYMENT_SANDBOX_ROUTE = 'payment-sandbox';

export type DatabaseSettings =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema: string | undefined };

export interface CommerceEnvironment {
  production: boolean;
  port: number;
  database: DatabaseSettings;
  /** The SQLite database, the asset files and the seed's rendered images. */
  dataDir: string;
  /** Uploaded and imported asset files; beside the database so one folder holds all state. */
  assetDir: string;
  /**
   * SEED_PICTURE_CACHE: a folder where a first start's seed keeps the demo pictures it draws, for
   * the next first start on another database (the test servers start many). Unset: drawn under
   * DATA_DIR and removed once imported.
   */
  seedPictureCache: string | undefined;
  /**
   * SEED_DEMO_HISTORY: a first start's seed also gives the demo shop product views and placed
   * orders (seed/demo-history.ts), as `npm start` asks; tests start without history.
   */
  seedDemoHistory: boolean;
  /** Public prefix for asset URLs; when unset the asset server derives it from each request. */
  assetUrlPrefix: string | undefined;
  superadmin: { identifier: string; password: string };
  cookieSecret: string;
  /** Mark session cookies `Secure`; needs HTTPS end to end or TRUST_PROXY behind a TLS proxy. */
  cookieSecure: boolean;
  /**
   * TRUST_PROXY: whose forwarding headers (`X-Forwarded-For`, `-Proto`) are believed: nobody
   * (unset), the listed addresses or subnets (`10.0.0.5,10.1.0.0/16`, also `loopback`), or
   * everybody (`true`: only when nothing but the proxy can reach the server).
   */
  trustProxy: boolean | string[];
  /** CLIENT_ADDRESS_SECRET: shared with the storefront, which signs each shopper's address. */
  clientAddressSecret: string | undefined;
  /** Origins allowed to call the APIs from a browser with credentials. */
  corsOrigins: string[];
  /** Where links in emails point: the first origin of STOREFRONT_URL. */
  storefrontUrl: string;
  /** Where contact-form messages are sent (STAFF_EMAIL); the sender address when unset. */
  staffEmail: string;
  email: EmailSettings;
  logLevel: LogLevelName;
  /** Overrides of the default rate limits (RATE_LIMITS). */
  rateLimits: Partial<Record<RateLimitedOperation, RateLimit>>;
  /** JOB_QUEUE: whether the server processes jobs itself or leaves them to the worker. */
  jobQueue: JobQueueMode;
  /**
   * REDIS_URL: what several server processes share (job queue on BullMQ, Vendure's caches and
   * sessions, rate-limit counters, the per-session lock, guests' order access). Unset, each
   * process keeps them itself — right for one process, wrong for replicas.
   */
  redisUrl: string | undefined;
  /**
   * SHOP_READ_CACHE_TTL: seconds an anonymous catalogue read of the Shop API is answered from the
   * cache (plugins/catalogue-cache); 0 turns it off. Default 60 in production, 0 otherwise, so
   * development and the tests always read the database.
   */
  shopReadCacheTtlSeconds: number;
  payments: PaymentSettings;
  /** Where staff edits are announced to the storefront's cache; undefined: nobody is told. */
  storefrontRevalidation: StorefrontRevalidationSettings | undefined;
}

/**
 * The storefront's revalidate route (STOREFRONT_REVALIDATE_URL) and the secret it checks
 * (STOREFRONT_REVALIDATE_SECRET, the same value on both sides).
 */
export interface StorefrontRevalidationSettings {
  url: string;
  secret: string;
}

/** A shorter shared secret could be guessed by anyone able to reach the storefront. */
export const MIN_REVALIDATE_SECRET_LENGTH = 16;

/** Thrown when the environment cannot run the server safely; the message says what to set. */
export class EnvironmentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      'The commerce server refuses to start:\n' +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'EnvironmentError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export function readEnvironment(env: Env = process.env): CommerceEnvironment {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };

  const port = parsePort(value('PORT'), problems);
  const dataDir = path.resolve(value('DATA_DIR') ?? path.join(PACKAGE_ROOT, 'data'));
  const database = parseDatabase(
    value('DATABASE_URL'),
    value('DATABASE_SCHEMA'),
    dataDir,
    problems,
  );

  const username = value('SUPERADMIN_USERNAME');
  const password = value('SUPERADMIN_PASSWORD');
  const cookieSecret = value('COOKIE_SECRET');
  if (production) {
    // A user name is not a secret (Vendure takes the same view), so `superadmin` is accepted
    // as long as it is set on purpose; the password is what must not be the public default.
    if (!username) {
      problems.push('SUPERADMIN_USERNAME is missing; set the administrator user name.');
    }
    if (!password || password === DEVELOPMENT_SUPERADMIN_PASSWORD) {
      problems.push(
        'SUPERADMIN_PASSWORD is missing or equal to the development default; set a strong secret password.',
      );
    }
    if (!cookieSecret || cookieSecret === DEVELOPMENT_COOKIE_SECRET) {
      problems.push(
        'COOKIE_SECRET is missing or equal to the development default; generate one with `openssl rand -base64 48`.',
      );
    } else if (cookieSecret.length < MIN_PRODUCTION_COOKIE_SECRET_LENGTH) {
      problems.push(
        `COOKIE_SECRET is shorter than ${MIN_PRODUCTION_COOKIE_SECRET_LENGTH} characters; generate one with \`openssl rand -base64 48\`.`,
      );
    }
  }

  const corsOrigins = parseOrigins(value('STOREFRONT_URL') ?? DEFAULT_STOREFRONT_URL, problems);
  const logLevel = parseLogLevel(value('LOG_LEVEL'), problems);
  const rateLimits = parseRateLimits(value('RATE_LIMITS'));
  problems.push(...rateLimits.problems);
  const email = parseEmail(value, production, dataDir, problems);
  const jobQueue = parseJobQueue(value('JOB_QUEUE'), problems);
  const redisUrl = parseRedisUrl(value('REDIS_URL'), problems);
  const shopReadCacheTtlSeconds = parseShopReadCacheTtl(
    value('SHOP_READ_CACHE_TTL'),
    production,
    problems,
  );
  const payments = parsePayments(value, production, port, corsOrigins, problems);
  const storefrontRevalidation = parseStorefrontRevalidation(value, problems);
  const clientAddressSecret = value('CLIENT_ADDRESS_SECRET');
  if (
    clientAddressSecret !== undefined &&
    clientAddressSecret.length < MIN_CLIENT_ADDRESS_SECRET_LENGTH
  ) {
    problems.push(
      `CLIENT_ADDRESS_SECRET must be at least ${MIN_CLIENT_ADDRESS_SECRET_LENGTH} characters.`,
    );
  } else if (production && clientAddressSecret === undefined) {
    // Without it every shopper the storefront serves counts as one address: a stranger's failed
    // sign-ins or coupon guesses would use up everyone's allowance.
    problems.push(
      'CLIENT_ADDRESS_SECRET is missing; set the same secret on both servers (`openssl rand -base64 24`) so the rate limits count each shopper, not the storefront.',
    );
  }
  const cookieSecure = parseBoolean(value('COOKIE_SECURE'));
  if (production && !cookieSecure && corsOrigins.some((origin) => origin.startsWith('https:'))) {
    problems.push(
      'COOKIE_SECURE is not true, but the storefront is served over https (STOREFRONT_URL): set COOKIE_SECURE=true so session cookies never travel over plain http.',
    );
  }

  if (problems.length) {
    throw new EnvironmentError(problems);
  }
  return {
    production,
    port,
    database,
    dataDir,
    assetDir: path.resolve(value('ASSET_DIR') ?? path.join(dataDir, 'assets')),
    assetUrlPrefix: value('ASSET_URL_PREFIX'),
    seedPictureCache: optionalPath(value('SEED_PICTURE_CACHE')),
    seedDemoHistory: parseBoolean(value('SEED_DEMO_HISTORY')),
    superadmin: {
      identifier: username ?? DEVELOPMENT_SUPERADMIN_USERNAME,
      password: password ?? DEVELOPMENT_SUPERADMIN_PASSWORD,
    },
    cookieSecret: cookieSecret ?? DEVELOPMENT_COOKIE_SECRET,
    cookieSecure,
    trustProxy: parseTrustProxy(value('TRUST_PROXY')),
    clientAddressSecret,
    corsOrigins,
    storefrontUrl: corsOrigins[0] ?? DEFAULT_STOREFRONT_URL,
    email,
    staffEmail: value('STAFF_EMAIL') ?? addressOf(email.from),
    logLevel,
    rateLimits: rateLimits.limits,
    jobQueue,
    redisUrl,
    shopReadCacheTtlSeconds,
    payments,
    storefrontRevalidation,
  };
}

function parseStorefrontRevalidation(
  value: (name: string) => string | undefined,
  problems: string[],
): StorefrontRevalidationSettings | undefined {
  const url = value('STOREFRONT_REVALIDATE_URL');
  const secret = value('STOREFRONT_REVALIDATE_SECRET');
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(url);
  } catch {
    problems.push(`STOREFRONT_REVALIDATE_URL must be an http(s) URL, got "${url}".`);
  }
  if (secret === undefined || secret.length < MIN_REVALIDATE_SECRET_LENGTH) {
    problems.push(
      `STOREFRONT_REVALIDATE_SECRET must be set, at least ${MIN_REVALIDATE_SECRET_LENGTH} characters, when STOREFRONT_REVALIDATE_URL is.`,
    );
    return undefined;
  }
  return { url, secret };
}

function parseRedisUrl(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined) return undefined;
  try {
    const { protocol } = new URL(raw);
    if (protocol === 'redis:' || protocol === 'rediss:') return raw;
  } catch {
    // Reported below.
  }
  problems.push(`REDIS_URL must be a redis:// or rediss:// URL, got "${raw}".`);
  return undefined;
}

function parseJobQueue(raw: string | undefined, problems: string[]): JobQueueMode {
  if (raw === undefined) {
    return 'in-process';
  }
  const mode = raw.toLowerCase();
  if ((JOB_QUEUE_MODES as readonly string[]).includes(mode)) {
    return mode as JobQueueMode;
  }
  problems.push(`JOB_QUEUE must be one of ${JOB_QUEUE_MODES.join(', ')}, got "${raw}".`);
  return 'in-process';
}

const GATEWAY_VARIABLES = [
  'PAYMENT_GATEWAY_URL',
  'PAYMENT_SECRET_KEY',
  'PAYMENT_PUBLIC_KEY',
  'PAYMENT_HMAC_SECRET',
] as const;

/**
 * The payment gateway: all four PAYMENT_* variables, or none. None in development and tests means
 * the sandbox plays the provider (PAYMENT_SANDBOX=false turns it off); none in production means
 * no card or instalment payments, with a warning at start. Production refuses PAYMENT_SANDBOX.
 * The one exception is the local trial (LOCAL_TRIAL, which only `npm start` sets): with no
 * gateway configured and every address on this machine, the sandbox plays the provider there too,
 * so a newcomer can try every payment method; a gateway's variables turn it off, and a public
 * address refuses to start.
 */
function parsePayments(
  value: (name: string) => string | undefined,
  production: boolean,
  port: number,
  storefrontOrigins: readonly string[],
  problems: string[],
): PaymentSettings {
  const publicUrl = (value('COMMERCE_PUBLIC_URL') ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  if (!/^https?:\/\/[^/]/.test(publicUrl)) {
    problems.push(`COMMERCE_PUBLIC_URL must be an http(s) URL, got "${publicUrl}".`);
  }
  const sandboxRaw = value('PAYMENT_SANDBOX');
  const localTrial = parseBoolean(value('LOCAL_TRIAL'));
  const configured = GATEWAY_VARIABLES.filter((name) => value(name) !== undefined);
  const sandbox =
    sandboxRaw !== undefined
      ? parseBoolean(sandboxRaw)
      : (!production || localTrial) && configured.length === 0;
  if (production && sandbox && (sandboxRaw !== undefined || !localTrial)) {
    problems.push(
      'PAYMENT_SANDBOX is on, but the payment sandbox fakes successful payments and never runs in production; remove PAYMENT_SANDBOX.',
    );
  } else if (production && sandbox) {
    const elsewhere = [publicUrl, ...storefrontOrigins].filter((url) => !isThisMachine(url));
    if (elsewhere.length > 0) {
      problems.push(
        `LOCAL_TRIAL is on, but ${elsewhere.join(' and ')} ${elsewhere.length > 1 ? 'are' : 'is'} not this machine: the local trial's payment sandbox fakes successful payments, so it runs only on localhost; a shop others reach sets the payment gateway's variables and no LOCAL_TRIAL.`,
      );
    }
  }
  const integrationIds = parseIntegrationIds(value('PAYMENT_INTEGRATION_IDS'), problems);

  if (configured.length > 0 && configured.length < GATEWAY_VARIABLES.length) {
    const missing = GATEWAY_VARIABLES.filter((name) => !configured.includes(name));
    problems.push(
      `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing; the payment gateway needs all of ${GATEWAY_VARIABLES.join(', ')}.`,
    );
    return { gateway: undefined, sandbox, localTrial, publicUrl };
  }
  if (configured.length === GATEWAY_VARIABLES.length) {
    const baseUrl = value('PAYMENT_GATEWAY_URL')!.replace(/\/+$/, '');
    if (!/^https?:\/\/[^/]/.test(baseUrl)) {
      problems.push(`PAYMENT_GATEWAY_URL must be an http(s) URL, got "${baseUrl}".`);
    }
    if (!integrationIds || Object.keys(integrationIds).length === 0) {
      problems.push(
        'PAYMENT_INTEGRATION_IDS is missing; list the gateway integration id of each provider, e.g. "card=123456,valu=234567".',
      );
    }
    return {
      gateway: {
        baseUrl,
        secretKey: value('PAYMENT_SECRET_KEY')!,
        publicKey: value('PAYMENT_PUBLIC_KEY')!,
        hmacSecret: value('PAYMENT_HMAC_SECRET')!,
        integrationIds: integrationIds ?? {},
      },
      sandbox,
      localTrial,
      publicUrl,
    };
  }
  // Nothing configured: the sandbox is the gateway when it runs, otherwise there is none.
  return {
    gateway: sandbox
      ? {
          baseUrl: `${publicUrl}/${PAYMENT_SANDBOX_ROUTE}`,
          ...SANDBOX_GATEWAY_KEYS,
          integrationIds: integrationIds ?? { ...SANDBOX_INTEGRATION_IDS },
        }
      : undefined,
    sandbox,
    localTrial,
    publicUrl,
  };
}

/** An http(s) URL whose host is this machine (localhost, *.localhost, a loopback address). */
function isThisMachine(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return (
      hostname === 'localhost' ||
      hostname.endsWith('.localhost') ||
      /^127(\.\d{1,3}){3}$/.test(hostname) ||
      hostname === '[::1]'
    );
  } catch {
    return false;
  }
}

/** `card=123,valu=456`: the gateway's integration id of each provider. */
function parseIntegrationIds(
  raw: string | undefined,
  problems: string[],
): Partial<Record<HostedProvider, number>> | undefined {
  if (raw === undefined) {
    return undefined;
  }
  const ids: Partial<Record<HostedProvider, number>> = {};
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, id] = entry.split('=').map((part) => part.trim());
    const number = Number(id);
    if (!isHostedProvider(name) || !Number.isInteger(number) || number <= 0) {
      problems.push(
        `PAYMENT_INTEGRATION_IDS entries must be provider=number with a provider among ${HOSTED_PROVIDERS.join(', ')}, got "${entry}".`,
      );
      continue;
    }
    ids[name] = number;
  }
  return ids;
}

/** A day: anything longer would hide an edit that fired no event for too long. */
const MAX_SHOP_READ_CACHE_TTL = 86_400;

function parseShopReadCacheTtl(
  raw: string | undefined,
  production: boolean,
  problems: string[],
): number {
  if (raw === undefined) return production ? 60 : 0;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_SHOP_READ_CACHE_TTL) {
    problems.push(
      `SHOP_READ_CACHE_TTL must be a whole number of seconds from 0 to ${MAX_SHOP_READ_CACHE_TTL}, got "${raw}".`,
    );
    return 0;
  }
  return seconds;
}

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) {
    return DEFAULT_PORT;
  }
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`PORT must be a number from 1 to 65535, got "${raw}".`);
    return DEFAULT_PORT;
  }
  return port;
}

function parseDatabase(
  url: string | undefined,
  schema: string | undefined,
  dataDir: string,
  problems: string[],
): DatabaseSettings {
  if (url === undefined) {
    return { kind: 'sqlite', file: path.join(dataDir, 'dar.sqlite') };
  }
  if (!/^postgres(ql)?:\/\//.test(url)) {
    // Only SQLite and PostgreSQL have migrations in this repository.
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  return { kind: 'postgres', url, schema };
}

function parseOrigins(raw: string, problems: string[]): string[] {
  const origins: string[] = [];
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    try {
      const { origin } = new URL(entry);
      if (origin === 'null') {
        throw new TypeError('opaque origin');
      }
      origins.push(origin);
    } catch {
      problems.push(
        `STOREFRONT_URL must be a comma-separated list of http(s) origins, got "${entry}".`,
      );
    }
  }
  return origins;
}

/**
 * SMTP when SMTP_HOST is set; otherwise the dev mailbox, which production refuses: a shop that
 * cannot send verification and order emails must not start.
 */
function parseEmail(
  value: (name: string) => string | undefined,
  production: boolean,
  dataDir: string,
  problems: string[],
): EmailSettings {
  const host = value('SMTP_HOST');
  const from = value('SMTP_FROM');
  if (!host) {
    // `npm start` runs a local trial in production mode; it says so, and gets the mailbox.
    const mailboxAllowed = parseBoolean(value('EMAIL_MAILBOX'));
    if (production && !mailboxAllowed) {
      problems.push(
        'SMTP_HOST is missing; set SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD and SMTP_FROM so that the shop can send emails.',
      );
      if (!from) {
        problems.push('SMTP_FROM is missing; set the sender, e.g. "Dar <no-reply@dar.example>".');
      }
    }
    return {
      kind: 'mailbox',
      outputDir: path.join(dataDir, 'mailbox'),
      from: from ?? DEVELOPMENT_EMAIL_FROM,
    };
  }
  const rawPort = value('SMTP_PORT');
  const port = rawPort === undefined ? 587 : Number(rawPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`SMTP_PORT must be a number from 1 to 65535, got "${rawPort}".`);
  }
  if (!from) {
    problems.push('SMTP_FROM is missing; set the sender, e.g. "Dar <no-reply@dar.example>".');
  }
  const user = value('SMTP_USER');
  const password = value('SMTP_PASSWORD');
  if (user && !password) {
    problems.push('SMTP_PASSWORD is missing; SMTP_USER is set, so the server needs its password.');
  }
  return {
    kind: 'smtp',
    host,
    port,
    secure: port === 465,
    auth: user && password ? { user, pass: password } : undefined,
    from: from ?? DEVELOPMENT_EMAIL_FROM,
  };
}

function parseLogLevel(raw: string | undefined, problems: string[]): LogLevelName {
  if (raw === undefined) {
    return 'info';
  }
  const level = raw.toLowerCase();
  if ((LOG_LEVELS as readonly string[]).includes(level)) {
    return level as LogLevelName;
  }
  problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}".`);
  return 'info';
}

function parseTrustProxy(raw: string | undefined): boolean | string[] {
  if (raw === undefined || ['', '0', 'false', 'no', 'off'].includes(raw.trim().toLowerCase())) {
    return false;
  }
  if (parseBoolean(raw.trim())) return true;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function parseBoolean(raw: string | undefined): boolean {
  return raw !== undefined && ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/** For logs: where the data lives, without the password of a database URL. */
export function describeDatabase(database: DatabaseSettings): string {
  if (database.kind === 'sqlite') {
    return `SQLite ${database.file}`;
  }
  try {
    const url = new URL(database.url);
    return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** The address in a sender like `"دار Dar" <no-reply@dar.localhost>`. */
function addressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1] ?? sender;
}

function optionalPath(value: string | undefined): string | undefined {
  return value === undefined ? undefined : path.resolve(value);
}
