// The environment `npm start` runs the shop with (scripts/start.mjs), in one place so that the
// local-trial journeys (e2e/trial) start the servers with exactly the same settings.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Production mode refuses the development admin password and cookie secret, so a local shop gets
 * its own random ones, kept beside the database they were created with (both are gitignored).
 */
export function localSecrets(dataDir) {
  const secretsFile = join(dataDir, 'local-secrets.env');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(secretsFile)) {
    const lines = [
      'SUPERADMIN_USERNAME=superadmin',
      `SUPERADMIN_PASSWORD=${randomBytes(12).toString('base64url')}`,
      `COOKIE_SECRET=${randomBytes(32).toString('base64url')}`,
    ];
    writeFileSync(secretsFile, `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  return Object.fromEntries(
    readFileSync(secretsFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/**
 * What each server of the local trial gets on top of the caller's environment: `shared` for both,
 * then `commerce` and `storefront` for each. Values already in `environment` (set and not empty)
 * win over the generated ones, as they do for `npm start`.
 */
export function localTrialEnv({ commercePort, storefrontPort, dataDir, environment }) {
  const commerceUrl = `http://localhost:${commercePort}`;
  const storefrontUrl = `http://localhost:${storefrontPort}`;
  const shared = {
    NODE_ENV: 'production',
    // A local trial has no SMTP server: emails go to the commerce server's mailbox instead
    // (EMAIL_MAILBOX), unless SMTP_HOST is set.
    EMAIL_MAILBOX: 'true',
    // Card and instalment payments go through the commerce server's payment sandbox (test cards,
    // no money taken) unless the gateway's PAYMENT_* variables are set; the commerce server
    // refuses it when an address is not this machine, and a real deployment never sets it.
    LOCAL_TRIAL: 'true',
    // A fresh database gets views and orders too, so the home page's rails rank real history.
    SEED_DEMO_HISTORY: 'true',
    // The storefront signs each shopper's address with it for the commerce server's rate limits;
    // both servers of this run share it, so a new one each start is enough.
    CLIENT_ADDRESS_SECRET: randomBytes(24).toString('base64url'),
    ...localSecrets(dataDir),
    ...pickSet(environment),
  };
  return {
    shared,
    commerce: { PORT: String(commercePort), STOREFRONT_URL: storefrontUrl },
    storefront: { COMMERCE_URL: commerceUrl, COMMERCE_SHOP_API_URL: `${commerceUrl}/shop-api` },
  };
}

/** The environment variables that are set and not empty. */
function pickSet(source) {
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
}
