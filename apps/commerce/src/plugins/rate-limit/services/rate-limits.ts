/**
 * The operations a stranger can hammer to guess passwords, reset codes or coupon codes, enumerate
 * accounts or flood staff's inbox, and how often each may be called. Each limit counts calls in a
 * window (fixed, from the first call), separately per client IP and per identifier (the email
 * address or username in the call), so one attacker cannot try many accounts and many attackers
 * cannot try one account.
 */
export interface RateLimit {
  /** Calls allowed per identifier within the window. */
  perIdentifier: number;
  /** Calls allowed per client IP within the window. */
  perIp: number;
  windowSeconds: number;
}

/**
 * Where each operation names its account: a dotted path in the arguments, or `activeUser` for
 * an operation on the signed-in customer's own account.
 */
export const RATE_LIMITED_OPERATIONS = {
  login: 'username',
  registerCustomerAccount: 'input.emailAddress',
  requestPasswordReset: 'emailAddress',
  requestPasswordResetCode: 'emailAddress',
  verifyPasswordResetCode: 'emailAddress',
  contactUs: 'input.email',
  subscribeToNewsletter: 'emailAddress',
  // Each call sends an email.
  refreshCustomerVerification: 'emailAddress',
  // Each call checks a guess of the current password.
  updateCustomerPassword: 'activeUser',
  // Each call tries a coupon code: a guest is counted by address, a customer by account too.
  applyCouponCode: 'activeUser',
  // A guest's checkout email: the answer tells whether the address has an account.
  setCustomerForOrder: 'input.emailAddress',
} as const;

export type RateLimitedOperation = keyof typeof RATE_LIMITED_OPERATIONS;

export const DEFAULT_RATE_LIMITS: Record<RateLimitedOperation, RateLimit> = {
  login: { perIdentifier: 10, perIp: 50, windowSeconds: 15 * 60 },
  registerCustomerAccount: { perIdentifier: 3, perIp: 10, windowSeconds: 60 * 60 },
  requestPasswordReset: { perIdentifier: 5, perIp: 20, windowSeconds: 60 * 60 },
  requestPasswordResetCode: { perIdentifier: 5, perIp: 20, windowSeconds: 60 * 60 },
  verifyPasswordResetCode: { perIdentifier: 10, perIp: 30, windowSeconds: 15 * 60 },
  contactUs: { perIdentifier: 5, perIp: 10, windowSeconds: 60 * 60 },
  subscribeToNewsletter: { perIdentifier: 5, perIp: 20, windowSeconds: 60 * 60 },
  refreshCustomerVerification: { perIdentifier: 3, perIp: 10, windowSeconds: 60 * 60 },
  updateCustomerPassword: { perIdentifier: 10, perIp: 50, windowSeconds: 15 * 60 },
  applyCouponCode: { perIdentifier: 20, perIp: 30, windowSeconds: 15 * 60 },
  setCustomerForOrder: { perIdentifier: 10, perIp: 30, windowSeconds: 15 * 60 },
};

export function isRateLimitedOperation(name: string): name is RateLimitedOperation {
  return Object.hasOwn(RATE_LIMITED_OPERATIONS, name);
}

/**
 * Parses `RATE_LIMITS`: comma-separated `operation=perIdentifier/perIp/windowSeconds`, e.g.
 * `login=5/30/600,contactUs=3/10/3600`. Returns the overrides and a problem per bad entry.
 */
export function parseRateLimits(raw: string | undefined): {
  limits: Partial<Record<RateLimitedOperation, RateLimit>>;
  problems: string[];
} {
  const limits: Partial<Record<RateLimitedOperation, RateLimit>> = {};
  const problems: string[] = [];
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(\d+)\/(\d+)\/(\d+)$/.exec(entry);
    if (!match || !isRateLimitedOperation(match[1]!)) {
      problems.push(
        `RATE_LIMITS entry "${entry}" must be operation=perIdentifier/perIp/windowSeconds with ` +
          `an operation among ${Object.keys(RATE_LIMITED_OPERATIONS).join(', ')}.`,
      );
      continue;
    }
    const [perIdentifier, perIp, windowSeconds] = match.slice(2).map(Number) as [
      number,
      number,
      number,
    ];
    if (perIdentifier < 1 || perIp < 1 || windowSeconds < 1) {
      problems.push(`RATE_LIMITS entry "${entry}" needs numbers of at least 1.`);
      continue;
    }
    limits[match[1] as RateLimitedOperation] = { perIdentifier, perIp, windowSeconds };
  }
  return { limits, problems };
}

/**
 * Reads a dotted path (`input.emailAddress`) from GraphQL arguments, or names the signed-in user
 * (`user:<id>`) for an operation on one's own account.
 */
export function identifierOf(
  operation: RateLimitedOperation,
  args: unknown,
  activeUserId?: string | number,
): string | undefined {
  const where = RATE_LIMITED_OPERATIONS[operation];
  if (where === 'activeUser') return activeUserId == null ? undefined : `user:${activeUserId}`;
  let value: unknown = args;
  for (const key of where.split('.')) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}
