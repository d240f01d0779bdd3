import { logServerFailure, setServerFailureReporter } from '@dar/commerce-hooks/server';

import { requestState } from './request-state';

/**
 * A page the commerce server could not serve answers 503 with `Retry-After`, not 500
 * (scripts/serve-preload.cjs turns the status; this module tells it why the page failed).
 *
 * A failed Shop API call of the request's render marks the request's state. A failure counts
 * when the commerce server could not be reached, or answered as a server that is down or
 * overloaded does (502, 503, 504): a GraphQL error, a 4xx or a bug stays a 500. Imported for its
 * effect by the locale layout, so it is in place before any page renders.
 */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

type FailureReport = Parameters<typeof logServerFailure>[0];

/** Whether a failed Shop API call means the commerce server is down rather than a bad request. */
export function isCommerceUnavailable(report: Pick<FailureReport, 'error'>): boolean {
  const { kind, status } = report.error;
  return kind === 'network' || (kind === 'http' && UNAVAILABLE_STATUSES.has(status ?? 0));
}

function reportServerFailure(report: FailureReport): void {
  logServerFailure(report);
  const state = requestState();
  if (state && isCommerceUnavailable(report)) state.commerceUnavailable = true;
}

setServerFailureReporter(reportServerFailure);
