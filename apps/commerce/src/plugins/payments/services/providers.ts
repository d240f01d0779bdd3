/**
 * The hosted payment providers we offer through the gateway: the card page and the instalment
 * providers. Each becomes a payment method whose handler argument `provider` names it; its
 * integration id (the gateway's number for it) comes from PAYMENT_INTEGRATION_IDS.
 */
export const HOSTED_PROVIDERS = ['card', 'valu', 'souhoola', 'contact', 'forsa', 'sympl'] as const;

export type HostedProvider = (typeof HOSTED_PROVIDERS)[number];

export function isHostedProvider(value: unknown): value is HostedProvider {
  return typeof value === 'string' && (HOSTED_PROVIDERS as readonly string[]).includes(value);
}

/** Integration ids the payment sandbox knows when none are configured (development, tests). */
export const SANDBOX_INTEGRATION_IDS: Readonly<Record<HostedProvider, number>> = {
  card: 4_100_001,
  valu: 4_100_002,
  souhoola: 4_100_003,
  contact: 4_100_004,
  forsa: 4_100_005,
  sympl: 4_100_006,
};
