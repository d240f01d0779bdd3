import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_COOKIE_SECRET,
  DEVELOPMENT_SUPERADMIN_PASSWORD,
  PACKAGE_ROOT,
} from '../environment';

interface Exit {
  code: number | null;
  stderr: string;
  /** What the refused start left in its data folder. */
  dataDirContents: string[];
}

/** Runs the real entry point as an operator would, and reports how it ended. */
function startServer(env: Record<string, string>): Promise<Exit> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dar-guard-'));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-r', '@swc-node/register', 'src/index.ts'],
      {
        cwd: PACKAGE_ROOT,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '1', ...env },
        timeout: 60_000,
      },
      (error, _stdout, stderr) => {
        const dataDirContents = fs.readdirSync(dataDir);
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stderr,
          dataDirContents,
        });
      },
    );
  });
}

let missing: Exit;
let developmentDefaults: Exit;
let paymentSandbox: Exit;
let trialSandboxWithGateway: Exit;
let trialOnPublicAddresses: Exit;

/** A real shop's settings: its own secrets, SMTP, public addresses and the payment gateway. */
const REAL_DEPLOYMENT = {
  NODE_ENV: 'production',
  SUPERADMIN_USERNAME: 'dar-admin',
  SUPERADMIN_PASSWORD: 'a long and private password',
  COOKIE_SECRET: 'k3Vq9yB2mX7pL4sT8wN1zR6cF0hJ5dG9aE3uY7iO2',
  SMTP_HOST: 'smtp.dar.example',
  SMTP_FROM: 'Dar <no-reply@dar.example>',
  STOREFRONT_URL: 'https://dar.example',
  COOKIE_SECURE: 'true',
  CLIENT_ADDRESS_SECRET: 'a shared client-address secret',
  COMMERCE_PUBLIC_URL: 'https://api.dar.example',
};

beforeAll(async () => {
  // All at once: each start loads the whole server before it checks anything.
  [missing, developmentDefaults, paymentSandbox, trialSandboxWithGateway, trialOnPublicAddresses] =
    await Promise.all([
      startServer({ NODE_ENV: 'production' }),
      startServer({
        NODE_ENV: 'production',
        SUPERADMIN_USERNAME: 'superadmin',
        SUPERADMIN_PASSWORD: DEVELOPMENT_SUPERADMIN_PASSWORD,
        COOKIE_SECRET: DEVELOPMENT_COOKIE_SECRET,
      }),
      // Everything a real shop needs, plus the sandbox that fakes payments.
      startServer({
        NODE_ENV: 'production',
        SUPERADMIN_USERNAME: 'dar-admin',
        SUPERADMIN_PASSWORD: 'a long and private password',
        COOKIE_SECRET: 'k3Vq9yB2mX7pL4sT8wN1zR6cF0hJ5dG9aE3uY7iO2',
        SMTP_HOST: 'smtp.dar.example',
        SMTP_FROM: 'Dar <no-reply@dar.example>',
        CLIENT_ADDRESS_SECRET: 'a shared client-address secret',
        PAYMENT_SANDBOX: 'true',
      }),
      // The local trial's switch copied into a real shop, with the gateway's variables and the
      // sandbox asked for: refused as any production start with PAYMENT_SANDBOX.
      startServer({
        ...REAL_DEPLOYMENT,
        PAYMENT_GATEWAY_URL: 'https://gateway.example',
        PAYMENT_SECRET_KEY: 'sk_live_x',
        PAYMENT_PUBLIC_KEY: 'pk_live_x',
        PAYMENT_HMAC_SECRET: 'a private hmac secret',
        PAYMENT_INTEGRATION_IDS: 'card=111,valu=222',
        LOCAL_TRIAL: 'true',
        PAYMENT_SANDBOX: 'true',
      }),
      // The local trial's switch on a shop others reach, without a gateway: the sandbox would
      // play the provider there, so the start is refused.
      startServer({ ...REAL_DEPLOYMENT, LOCAL_TRIAL: 'true' }),
    ]);
}, 120_000);

describe('starting in production', () => {
  it('exits with an error naming each missing secret, before touching the database', () => {
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('The commerce server refuses to start');
    expect(missing.stderr).toContain('SUPERADMIN_USERNAME is missing');
    expect(missing.stderr).toContain('SUPERADMIN_PASSWORD is missing');
    expect(missing.stderr).toContain('COOKIE_SECRET is missing');
    expect(missing.stderr).toContain('SMTP_HOST is missing');
    expect(missing.stderr).toContain('CLIENT_ADDRESS_SECRET is missing');
    expect(missing.dataDirContents).toEqual([]);
  });

  it('exits with an error when the development password and cookie secret are used', () => {
    expect(developmentDefaults.code).toBe(1);
    expect(developmentDefaults.stderr).toMatch(
      /SUPERADMIN_PASSWORD is missing or equal to the development default/,
    );
    expect(developmentDefaults.stderr).toMatch(
      /COOKIE_SECRET is missing or equal to the development default/,
    );
    expect(developmentDefaults.dataDirContents).toEqual([]);
  });

  it('refuses the payment sandbox, which fakes payments, before touching the database', () => {
    expect(paymentSandbox.code).toBe(1);
    expect(paymentSandbox.stderr).toContain('The commerce server refuses to start');
    expect(paymentSandbox.stderr).toContain('PAYMENT_SANDBOX is on');
    // Only the sandbox is wrong here.
    expect(paymentSandbox.stderr).not.toMatch(/SUPERADMIN|COOKIE_SECRET|SMTP|CLIENT_ADDRESS/);
    expect(paymentSandbox.dataDirContents).toEqual([]);
  });

  it('refuses the sandbox in a real deployment even with the local trial switch on', () => {
    expect(trialSandboxWithGateway.code).toBe(1);
    expect(trialSandboxWithGateway.stderr).toContain('PAYMENT_SANDBOX is on');
    expect(trialSandboxWithGateway.stderr).not.toMatch(
      /SUPERADMIN|COOKIE_SECRET|COOKIE_SECURE|CLIENT_ADDRESS|SMTP|PAYMENT_GATEWAY/,
    );
    expect(trialSandboxWithGateway.dataDirContents).toEqual([]);

    expect(trialOnPublicAddresses.code).toBe(1);
    expect(trialOnPublicAddresses.stderr).toContain(
      'LOCAL_TRIAL is on, but https://api.dar.example and https://dar.example are not this machine',
    );
    expect(trialOnPublicAddresses.dataDirContents).toEqual([]);
  });
});
