/**
 * What a cart callback may answer: nothing, a boolean, or a result such as commerce-hooks'
 * `ShopOutcome` (`{ ok: false, … }` for an ErrorResult). The sections take any of them, so the
 * storefront can pass a mutation straight through.
 */
export type CartActionResult = void | boolean | { ok: boolean };

/** A callback that may finish later; a rejected promise counts as a failure. */
export type CartAction<Args extends unknown[]> = (
  ...args: Args
) => CartActionResult | Promise<CartActionResult>;

/** Whether an answer means the change did not happen (and what is shown must go back). */
export function isFailure(result: CartActionResult): boolean {
  if (result === false) return true;
  return typeof result === 'object' && result !== null && !result.ok;
}

/**
 * Runs an action and settles to whether it succeeded: `false` for a failure answer or a rejection,
 * so an optimistic value can be put back without an unhandled rejection.
 */
export async function settle<Args extends unknown[]>(
  action: CartAction<Args> | undefined,
  ...args: Args
): Promise<boolean> {
  if (!action) return true;
  try {
    return !isFailure(await action(...args));
  } catch {
    return false;
  }
}
