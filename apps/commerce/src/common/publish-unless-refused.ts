import { type EventBus, isGraphQlErrorResult, type VendureEvent } from '@vendure/core';

/**
 * Publishes the event of a staff save or deletion once it has succeeded (the storefront
 * revalidation plugin then refreshes what it shows); a refused input (an ErrorResult, or a
 * NOT_DELETED response) changed nothing and publishes nothing. Subscribers run once the
 * mutation's transaction has committed.
 */
export async function publishUnlessRefused<R>(
  eventBus: EventBus,
  result: Promise<R>,
  event: (value: R) => VendureEvent,
): Promise<R> {
  const value = await result;
  const refused =
    isGraphQlErrorResult(value as { __typename?: string }) ||
    (value as { result?: string }).result === 'NOT_DELETED';
  if (!refused) {
    await eventBus.publish(event(value));
  }
  return value;
}
