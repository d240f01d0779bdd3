import type { INestApplication } from '@nestjs/common';
import { ConfigService, isInspectableJobQueueStrategy } from '@vendure/core';

const POLL_INTERVAL_MS = 200;

/**
 * Resolves once no job is pending or running, e.g. when the search index and collection contents
 * are complete after a seed; rejects after `timeoutMs`. Needs a started job queue.
 */
export async function waitForIdleJobQueue(app: INestApplication, timeoutMs: number): Promise<void> {
  const strategy = app.get(ConfigService).jobQueueOptions.jobQueueStrategy;
  if (!isInspectableJobQueueStrategy(strategy)) {
    throw new Error('The configured job queue strategy cannot be inspected.');
  }
  const deadline = Date.now() + timeoutMs;
  let idlePolls = 0;
  // Two idle polls in a row: a finishing job can enqueue a follow-up (collection → search index).
  while (idlePolls < 2) {
    if (Date.now() > deadline) {
      throw new Error(`The job queue was still busy after ${timeoutMs} ms.`);
    }
    const unsettled = await strategy.findMany({ take: 1, filter: { isSettled: { eq: false } } });
    idlePolls = unsettled.totalItems > 0 ? 0 : idlePolls + 1;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
