/**
 * The state of the request being served, kept by scripts/serve-preload.cjs (preloaded by
 * `next start`), which runs each request in an AsyncLocalStorage context and publishes the
 * storage under this symbol. Without the preload (`next dev`, a unit test) there is none.
 */
const REQUEST_STATE = Symbol.for('dar.storefront.request-state');

export interface RequestState {
  /** A Shop API call of this request could not reach the commerce server (lib/upstream.ts). */
  commerceUnavailable: boolean;
}

interface RequestStateStorage {
  getStore(): RequestState | undefined;
}

/** This request's state, on the server under the preload; undefined elsewhere. */
export function requestState(): RequestState | undefined {
  const storage = (globalThis as { [REQUEST_STATE]?: RequestStateStorage })[REQUEST_STATE];
  return storage?.getStore();
}

/**
 * The status a failed page answered with: 503 when the commerce server was down (the preload
 * turned the 500), else 500. On the server it is read from the request's state; in the browser,
 * from the document's own navigation entry, so the hydrated screen says what the server's did. A
 * failure after a client-side navigation has no document of its own: 500.
 */
export function failedPageStatus(): 500 | 503 {
  if (typeof window === 'undefined') return requestState()?.commerceUnavailable ? 503 : 500;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.responseStatus === 503 ? 503 : 500;
}
