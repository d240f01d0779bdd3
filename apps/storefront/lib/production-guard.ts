import { MIN_CLIENT_ADDRESS_SECRET_LENGTH } from './client-address';

/** The revalidate route's secret, at least as long as the commerce server asks of its own. */
export const MIN_REVALIDATE_SECRET_LENGTH = 16;

/**
 * What a production storefront must not start without, as the commerce server's environment
 * check refuses its own (apps/commerce/src/environment.ts). Without CLIENT_ADDRESS_SECRET the
 * storefront signs no shopper's address, so the commerce server counts every shopper as the
 * storefront's one address: a stranger's failed sign-ins or coupon guesses would use up everyone's
 * allowance. A secret shorter than the commerce server accepts would be refused there too.
 *
 * `next build` is production as well but serves nobody: it is not checked (NEXT_PHASE).
 */
export function productionProblems(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return [];
  const problems: string[] = [];
  const clientAddressSecret = env.CLIENT_ADDRESS_SECRET;
  if (!clientAddressSecret) {
    problems.push(
      'CLIENT_ADDRESS_SECRET is missing; set the same secret on both servers (`openssl rand -base64 24`) so the rate limits count each shopper, not the storefront.',
    );
  } else if (clientAddressSecret.length < MIN_CLIENT_ADDRESS_SECRET_LENGTH) {
    problems.push(
      `CLIENT_ADDRESS_SECRET must be at least ${MIN_CLIENT_ADDRESS_SECRET_LENGTH} characters.`,
    );
  }
  const revalidateSecret = env.STOREFRONT_REVALIDATE_SECRET;
  if (revalidateSecret !== undefined && revalidateSecret.length < MIN_REVALIDATE_SECRET_LENGTH) {
    problems.push(
      `STOREFRONT_REVALIDATE_SECRET must be at least ${MIN_REVALIDATE_SECRET_LENGTH} characters (unset, the revalidate route answers 401).`,
    );
  }
  return problems;
}

/** Stops this process with every problem named, when there are any (instrumentation.ts). */
export function refuseUnsafeProduction(
  env: Record<string, string | undefined> = process.env,
): void {
  const problems = productionProblems(env);
  if (problems.length === 0) return;
  console.error(
    `The storefront refuses to start in production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
