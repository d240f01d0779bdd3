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
  // Each call checks the password, and sends an email to the new address or tells that it has
  // an account.
  requestUpdateCustomerEmailAddress: 'activeUser',
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
  requestUpdateCustomerEmailAddress: { perIdentifier: 5, perIp: 10, windowSeconds: 60 * 60 },
  applyCouponCode: { perIdentifier: 20, perIp: 30, windowSeconds: 15 * 60 },
  setCustomerForOrder: { perIdentifier: 10, perIp: 30, windowSeconds: 15 * 60 },
};

export function isRateLimitedOperation(name: string): name is RateLimitedOperation {
  return Object.hasOwn(RATE_LIMITED_OPERATIONS, name);
}

/**
 * Mutations that check what a limited one checks, counted in its buckets: `authenticate` takes
 * the same native password as `login` (its username at `input.native.username`), so switching
 * between the two neither skips the sign-in limit nor doubles it.
 */
const COUNTED_AS: Record<string, { operation: RateLimitedOperation; identifier: string }> = {
  authenticate: { operation: 'login', identifier: 'input.native.username' },
};

/**
 * The limited operation a mutation is counted as, and the account it names; undefined for a
 * mutation no limit applies to. `activeUserId` is asked only for an operation on one's own account.
 */
export function limitedCall(
  fieldName: string,
  args: unknown,
  activeUserId: () => string | number | undefined,
): { operation: RateLimitedOperation; identifier: string | undefined } | undefined {
  if (isRateLimitedOperation(fieldName)) {
    const own = RATE_LIMITED_OPERATIONS[fieldName] === 'activeUser';
    return {
      operation: fieldName,
      identifier: identifierOf(fieldName, args, own ? activeUserId() : undefined),
    };
  }
  const counted = Object.hasOwn(COUNTED_AS, fieldName) ? COUNTED_AS[fieldName] : undefined;
  if (!counted) return undefined;
  return { operation: counted.operation, identifier: valueAt(args, counted.identifier) };
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
  return valueAt(args, where);
}

/** The string at a dotted path of the arguments, trimmed and in lower case. */
function valueAt(args: unknown, path: string): string | undefined {
  let value: unknown = args;
  for (const key of path.split('.')) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}
