import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmailPlugin } from '@vendure/email-plugin';
import {
  DEVELOPMENT_COOKIE_SECRET,
  DEVELOPMENT_EMAIL_FROM,
  DEVELOPMENT_SUPERADMIN_PASSWORD,
  EnvironmentError,
  PACKAGE_ROOT,
  readEnvironment,
} from './environment';
import { createVendureConfig, SESSION_COOKIE_NAMES } from './vendure-config';

const STRONG_SECRET = 'k3Vq9yB2mX7pL4sT8wN1zR6cF0hJ5dG9aE3uY7iO2';
const SMTP = {
  SMTP_HOST: 'smtp.dar.example',
  SMTP_USER: 'mailer',
  SMTP_PASSWORD: 'smtp secret',
  SMTP_FROM: 'Dar <no-reply@dar.example>',
};
const PRODUCTION = {
  NODE_ENV: 'production',
  SUPERADMIN_USERNAME: 'dar-admin',
  SUPERADMIN_PASSWORD: 'a long and private password',
  COOKIE_SECRET: STRONG_SECRET,
  CLIENT_ADDRESS_SECRET: 'a shared client-address secret',
  ...SMTP,
};

/** The problems an environment is refused for, or [] when it is accepted. */
function refusals(env: Record<string, string | undefined>): string[] {
  try {
    createVendureConfig(env);
    return [];
  } catch (error) {
    if (error instanceof EnvironmentError) {
      return [...error.problems];
    }
    throw error;
  }
}

describe('production guard', () => {
  it('refuses to start without superadmin credentials, cookie secret and SMTP server', () => {
    const problems = refusals({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/SMTP_HOST is missing/);
    expect(problems.join('\n')).toMatch(/CLIENT_ADDRESS_SECRET is missing/);
    expect(problems.join('\n')).toMatch(/SMTP_FROM is missing/);
    expect(problems.join('\n')).toMatch(/SUPERADMIN_USERNAME is missing/);
    expect(problems.join('\n')).toMatch(/SUPERADMIN_PASSWORD is missing/);
    expect(problems.join('\n')).toMatch(/COOKIE_SECRET is missing/);
  });

  it('refuses session cookies without Secure when the storefront is served over https', () => {
    const https = { ...PRODUCTION, STOREFRONT_URL: 'https://dar.example' };
    expect(refusals(https)).toEqual([expect.stringMatching(/^COOKIE_SECURE is not true/)]);
    expect(refusals({ ...https, COOKIE_SECURE: 'true' })).toEqual([]);
    // A trial on this machine over http keeps cookies a plain-http browser sends back.
    expect(refusals({ ...PRODUCTION, STOREFRONT_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it('refuses a shop whose rate limits would count every shopper as the storefront', () => {
    expect(refusals({ ...PRODUCTION, CLIENT_ADDRESS_SECRET: undefined })).toEqual([
      expect.stringMatching(/^CLIENT_ADDRESS_SECRET is missing/),
    ]);
  });

  it('refuses the development superadmin password', () => {
    const problems = refusals({
      ...PRODUCTION,
      SUPERADMIN_PASSWORD: DEVELOPMENT_SUPERADMIN_PASSWORD,
    });
    expect(problems).toEqual([expect.stringMatching(/^SUPERADMIN_PASSWORD .*development default/)]);
  });

  it('refuses the development cookie secret, and a short one', () => {
    expect(refusals({ ...PRODUCTION, COOKIE_SECRET: DEVELOPMENT_COOKIE_SECRET })).toEqual([
      expect.stringMatching(/^COOKIE_SECRET .*development default/),
    ]);
    expect(refusals({ ...PRODUCTION, COOKIE_SECRET: 'short-secret' })).toEqual([
      expect.stringMatching(/^COOKIE_SECRET is shorter than 32/),
    ]);
  });

  it('lets a local trial (npm start) send emails to the mailbox when it says so', () => {
    const trial = { ...PRODUCTION, SMTP_HOST: undefined, SMTP_FROM: undefined };
    expect(refusals(trial)).not.toEqual([]);
    expect(refusals({ ...trial, EMAIL_MAILBOX: 'true' })).toEqual([]);
  });

  it('treats blank values as missing', () => {
    const problems = refusals({ ...PRODUCTION, SUPERADMIN_PASSWORD: '   ', COOKIE_SECRET: '' });
    expect(problems).toHaveLength(2);
    expect(refusals({ ...PRODUCTION, SMTP_HOST: ' ' })).toEqual([
      expect.stringMatching(/^SMTP_HOST is missing/),
    ]);
  });

  it('says every problem at once in one readable error', () => {
    expect(() => createVendureConfig({ NODE_ENV: 'production' })).toThrow(
      /refuses to start:\n {2}- SUPERADMIN_USERNAME[^\n]*\n {2}- SUPERADMIN_PASSWORD[^\n]*\n {2}- COOKIE_SECRET/,
    );
  });

  it('starts with the configured credentials and secret', () => {
    const config = createVendureConfig(PRODUCTION);
    expect(config.authOptions?.superadminCredentials).toEqual({
      identifier: 'dar-admin',
      password: 'a long and private password',
    });
    expect(config.authOptions?.cookieOptions?.secret).toBe(STRONG_SECRET);
    expect(config.apiOptions?.introspection).toBe(false);
  });

  it('allows the development defaults outside production', () => {
    const config = createVendureConfig({});
    expect(config.authOptions?.superadminCredentials).toEqual({
      identifier: 'superadmin',
      password: DEVELOPMENT_SUPERADMIN_PASSWORD,
    });
    expect(config.authOptions?.cookieOptions?.secret).toBe(DEVELOPMENT_COOKIE_SECRET);
  });
});

describe('configuration from the environment', () => {
  it('serves on port 3001 from an SQLite file under data/ by default', () => {
    const config = createVendureConfig({});
    expect(config.apiOptions).toMatchObject({
      port: 3001,
      shopApiPath: 'shop-api',
      adminApiPath: 'admin-api',
    });
    expect(config.dbConnectionOptions).toMatchObject({
      type: 'better-sqlite3',
      database: path.join(PACKAGE_ROOT, 'data', 'dar.sqlite'),
      enableWAL: true,
      synchronize: false,
    });
  });

  it('takes the port from PORT and rejects a bad one', () => {
    expect(createVendureConfig({ PORT: '4100' }).apiOptions?.port).toBe(4100);
    expect(refusals({ PORT: 'eighty' })).toEqual([expect.stringMatching(/^PORT must be/)]);
  });

  it('answers repeated catalogue reads from the cache for a minute in production only, unless told', () => {
    expect(readEnvironment(PRODUCTION).shopReadCacheTtlSeconds).toBe(60);
    expect(readEnvironment({}).shopReadCacheTtlSeconds).toBe(0);
    expect(
      readEnvironment({ ...PRODUCTION, SHOP_READ_CACHE_TTL: '0' }).shopReadCacheTtlSeconds,
    ).toBe(0);
    expect(readEnvironment({ SHOP_READ_CACHE_TTL: '300' }).shopReadCacheTtlSeconds).toBe(300);
    expect(() => readEnvironment({ SHOP_READ_CACHE_TTL: 'soon' })).toThrow(/SHOP_READ_CACHE_TTL/);
  });

  it('uses PostgreSQL with its own migrations when DATABASE_URL is set', () => {
    const url = 'postgres://dar:secret@127.0.0.1:5432/dar';
    const options = createVendureConfig({ DATABASE_URL: url }).dbConnectionOptions;
    expect(options).toMatchObject({ type: 'postgres', url, synchronize: false });
    expect(String(options.migrations)).toMatch(/migrations[/\\]postgres[/\\]\*\.ts$/);
    expect(refusals({ DATABASE_URL: 'mysql://dar@localhost/dar' })).toEqual([
      expect.stringMatching(/^DATABASE_URL must be a postgres/),
    ]);
  });

  it('allows credentialed browser calls from the storefront origins only', () => {
    expect(createVendureConfig({}).apiOptions?.cors).toEqual({
      origin: ['http://localhost:3000'],
      credentials: true,
    });
    const config = createVendureConfig({
      STOREFRONT_URL: 'https://dar.example/, https://www.dar.example',
    });
    expect(config.apiOptions?.cors).toEqual({
      origin: ['https://dar.example', 'https://www.dar.example'],
      credentials: true,
    });
    expect(refusals({ STOREFRONT_URL: 'dar.example' })).toHaveLength(1);
  });

  it('keeps sessions in signed HttpOnly SameSite=Lax cookies, with CSRF prevention on', () => {
    const config = createVendureConfig({});
    expect(config.authOptions?.tokenMethod).toBe('cookie');
    expect(config.authOptions?.cookieOptions).toMatchObject({
      name: SESSION_COOKIE_NAMES,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      secure: false,
    });
    expect(config.apiOptions?.csrfPrevention).toBe(true);
    expect(createVendureConfig({ COOKIE_SECURE: 'true' }).authOptions?.cookieOptions?.secure).toBe(
      true,
    );
  });
});

describe('email', () => {
  const emailPlugins = (config: ReturnType<typeof createVendureConfig>) =>
    (config.plugins ?? []).filter((plugin) => plugin === EmailPlugin);

  it('sends through SMTP from the environment in production', () => {
    const settings = readEnvironment(PRODUCTION);
    expect(settings.email).toEqual({
      kind: 'smtp',
      host: 'smtp.dar.example',
      port: 587,
      secure: false,
      auth: { user: 'mailer', pass: 'smtp secret' },
      from: 'Dar <no-reply@dar.example>',
    });
    expect(readEnvironment({ ...PRODUCTION, SMTP_PORT: '465' }).email).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(emailPlugins(createVendureConfig(PRODUCTION))).toHaveLength(1);
  });

  it('refuses an incomplete or malformed SMTP configuration', () => {
    expect(refusals({ ...PRODUCTION, SMTP_FROM: '' })).toEqual([
      expect.stringMatching(/^SMTP_FROM is missing/),
    ]);
    expect(refusals({ ...PRODUCTION, SMTP_PASSWORD: '' })).toEqual([
      expect.stringMatching(/^SMTP_PASSWORD is missing/),
    ]);
    expect(refusals({ ...PRODUCTION, SMTP_PORT: 'smtp' })).toEqual([
      expect.stringMatching(/^SMTP_PORT must be/),
    ]);
  });

  it('writes emails to the dev mailbox under DATA_DIR outside production', () => {
    const settings = readEnvironment({ DATA_DIR: '/tmp/dar-data' });
    expect(settings.email).toEqual({
      kind: 'mailbox',
      outputDir: path.join('/tmp/dar-data', 'mailbox'),
      from: DEVELOPMENT_EMAIL_FROM,
    });
    expect(emailPlugins(createVendureConfig({}))).toHaveLength(1);
  });

  it('keeps the seed’s drawn pictures only where SEED_PICTURE_CACHE says', () => {
    expect(readEnvironment({}).seedPictureCache).toBeUndefined();
    expect(readEnvironment({ SEED_PICTURE_CACHE: 'cache/pictures' }).seedPictureCache).toBe(
      path.resolve('cache/pictures'),
    );
  });

  it('links to the first storefront origin', () => {
    expect(
      readEnvironment({ STOREFRONT_URL: 'https://dar.example, https://www.dar.example' })
        .storefrontUrl,
    ).toBe('https://dar.example');
  });
});

describe('the job queue (JOB_QUEUE)', () => {
  it('runs jobs and scheduled tasks in the server unless told to leave them to a worker', () => {
    expect(readEnvironment({}).jobQueue).toBe('in-process');
    expect(createVendureConfig({}).schedulerOptions?.runTasksInWorkerOnly).toBe(false);
    expect(readEnvironment({ JOB_QUEUE: 'worker' }).jobQueue).toBe('worker');
    expect(
      createVendureConfig({ JOB_QUEUE: 'worker' }).schedulerOptions?.runTasksInWorkerOnly,
    ).toBe(true);
  });

  it('refuses a mode it does not know', () => {
    expect(refusals({ JOB_QUEUE: 'redis' })).toEqual([
      'JOB_QUEUE must be one of in-process, worker, got "redis".',
    ]);
  });
});
