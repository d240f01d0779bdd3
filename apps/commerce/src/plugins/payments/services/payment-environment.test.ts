import { describe, expect, it } from 'vitest';
import { EnvironmentError, readEnvironment, SANDBOX_GATEWAY_KEYS } from '../../../environment';
import { SANDBOX_INTEGRATION_IDS } from './providers';

const PRODUCTION = {
  NODE_ENV: 'production',
  SUPERADMIN_USERNAME: 'dar-admin',
  SUPERADMIN_PASSWORD: 'a long and private password',
  COOKIE_SECRET: 'k3Vq9yB2mX7pL4sT8wN1zR6cF0hJ5dG9aE3uY7iO2',
  SMTP_HOST: 'smtp.dar.example',
  SMTP_FROM: 'Dar <no-reply@dar.example>',
  CLIENT_ADDRESS_SECRET: 'a shared client-address secret',
  COOKIE_SECURE: 'true',
};

const GATEWAY = {
  PAYMENT_GATEWAY_URL: 'https://gateway.example/',
  PAYMENT_SECRET_KEY: 'sk_live_x',
  PAYMENT_PUBLIC_KEY: 'pk_live_x',
  PAYMENT_HMAC_SECRET: 'hmac secret',
  PAYMENT_INTEGRATION_IDS: 'card=111, valu=222',
};

function refusals(env: Record<string, string>): string[] {
  try {
    readEnvironment(env);
    return [];
  } catch (error) {
    if (error instanceof EnvironmentError) return [...error.problems];
    throw error;
  }
}

describe('payment gateway settings', () => {
  it('uses the sandbox on this server outside production when nothing is configured', () => {
    const { payments } = readEnvironment({ PORT: '4123' });
    expect(payments.sandbox).toBe(true);
    expect(payments.publicUrl).toBe('http://localhost:4123');
    expect(payments.gateway).toEqual({
      baseUrl: 'http://localhost:4123/payment-sandbox',
      ...SANDBOX_GATEWAY_KEYS,
      integrationIds: SANDBOX_INTEGRATION_IDS,
    });
  });

  it('refuses to start production with the sandbox', () => {
    expect(refusals({ ...PRODUCTION, PAYMENT_SANDBOX: 'true' })).toEqual([
      expect.stringMatching(/^PAYMENT_SANDBOX is on/),
    ]);
    expect(refusals({ ...PRODUCTION, ...GATEWAY, PAYMENT_SANDBOX: '1' })).toEqual([
      expect.stringMatching(/^PAYMENT_SANDBOX is on/),
    ]);
  });

  it('reads the gateway from the environment in production', () => {
    const { payments } = readEnvironment({
      ...PRODUCTION,
      ...GATEWAY,
      COMMERCE_PUBLIC_URL: 'https://api.dar.example/',
    });
    expect(payments).toEqual({
      sandbox: false,
      localTrial: false,
      publicUrl: 'https://api.dar.example',
      gateway: {
        baseUrl: 'https://gateway.example',
        secretKey: 'sk_live_x',
        publicKey: 'pk_live_x',
        hmacSecret: 'hmac secret',
        integrationIds: { card: 111, valu: 222 },
      },
    });
  });

  it('starts production without a gateway, with no hosted payments', () => {
    expect(readEnvironment(PRODUCTION).payments).toMatchObject({
      gateway: undefined,
      sandbox: false,
    });
  });

  it('refuses an incomplete or malformed gateway configuration, naming what is wrong', () => {
    const { PAYMENT_HMAC_SECRET: _hmac, PAYMENT_PUBLIC_KEY: _public, ...partial } = GATEWAY;
    expect(refusals({ ...PRODUCTION, ...partial })).toEqual([
      expect.stringMatching(/^PAYMENT_PUBLIC_KEY, PAYMENT_HMAC_SECRET are missing/),
    ]);
    expect(
      refusals({ ...PRODUCTION, ...GATEWAY, PAYMENT_INTEGRATION_IDS: 'card=abc,paypal=3' }),
    ).toEqual([
      expect.stringMatching(/"card=abc"/),
      expect.stringMatching(/"paypal=3"/),
      expect.stringMatching(/^PAYMENT_INTEGRATION_IDS is missing/),
    ]);
    expect(refusals({ ...PRODUCTION, ...GATEWAY, PAYMENT_GATEWAY_URL: 'gateway.example' })).toEqual(
      [expect.stringMatching(/^PAYMENT_GATEWAY_URL must be an http\(s\) URL/)],
    );
  });
});

/** What `npm start` gives the commerce server (scripts/local-trial.mjs), on this machine. */
const LOCAL_TRIAL = {
  ...PRODUCTION,
  SMTP_HOST: '',
  SMTP_FROM: '',
  EMAIL_MAILBOX: 'true',
  LOCAL_TRIAL: 'true',
  STOREFRONT_URL: 'http://localhost:3000',
};

describe('the local trial (npm start)', () => {
  it('pays through the sandbox on this machine when no gateway is configured', () => {
    const { payments } = readEnvironment({ ...LOCAL_TRIAL, PORT: '3001' });
    expect(payments).toEqual({
      sandbox: true,
      localTrial: true,
      publicUrl: 'http://localhost:3001',
      gateway: {
        baseUrl: 'http://localhost:3001/payment-sandbox',
        ...SANDBOX_GATEWAY_KEYS,
        integrationIds: SANDBOX_INTEGRATION_IDS,
      },
    });
  });

  it("uses a gateway's variables when they are set, without the sandbox", () => {
    const { payments } = readEnvironment({ ...LOCAL_TRIAL, ...GATEWAY });
    expect(payments.sandbox).toBe(false);
    expect(payments.gateway?.baseUrl).toBe('https://gateway.example');
  });

  it('still refuses PAYMENT_SANDBOX, as in any production start', () => {
    expect(refusals({ ...LOCAL_TRIAL, PAYMENT_SANDBOX: 'true' })).toEqual([
      expect.stringMatching(/^PAYMENT_SANDBOX is on/),
    ]);
  });

  it('refuses to run the sandbox for a shop others reach', () => {
    expect(refusals({ ...LOCAL_TRIAL, COMMERCE_PUBLIC_URL: 'https://api.dar.example' })).toEqual([
      expect.stringMatching(
        /^LOCAL_TRIAL is on, but https:\/\/api\.dar\.example is not this machine/,
      ),
    ]);
    expect(refusals({ ...LOCAL_TRIAL, STOREFRONT_URL: 'https://dar.example' })).toEqual([
      expect.stringMatching(/^LOCAL_TRIAL is on, but https:\/\/dar\.example is not this machine/),
    ]);
  });
});
