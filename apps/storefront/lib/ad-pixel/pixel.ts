/**
 * The ad-tracking pixel (docs/product-spec.md §1: "an ad-tracking pixel is loaded on page views"), in the
 * protocol of the common page-view pixels (`fbq('init', id)`, `fbq('track', 'PageView')`): calls
 * made before the script arrives wait in a queue the script drains. It costs the first render
 * nothing: it starts when the browser is idle, after the page is interactive.
 */

/** Cookie the consent banner sets; `ads` among its comma-separated values allows the pixel. */
export const CONSENT_COOKIE = 'dar_consent';
export const DEFAULT_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
/** setTimeout fallback for browsers without requestIdleCallback (Safari). */
export const IDLE_FALLBACK_MS = 2_000;
/** requestIdleCallback's deadline: a busy page still records the view eventually. */
export const IDLE_TIMEOUT_MS = 5_000;

type PixelCall = (...args: unknown[]) => void;
interface PixelFunction extends PixelCall {
  queue: unknown[][];
  callMethod?: PixelCall;
  push: PixelFunction;
  loaded: boolean;
  version: string;
}

export interface PixelWindow {
  fbq?: PixelFunction;
  _fbq?: PixelFunction;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/** Whether the shopper allowed ads tracking (`dar_consent=ads`, or a list including `ads`). */
export function hasAdConsent(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    let value = rest.join('=');
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed value is read as is.
    }
    return value.split(/[,|\s]+/).includes('ads');
  }
  return false;
}

/** Runs `callback` when the browser is idle; returns a cancel function. */
export function whenIdle(win: PixelWindow, callback: () => void): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(callback, IDLE_FALLBACK_MS);
  return () => win.clearTimeout(handle as never);
}

/**
 * Installs the pixel once per page: the queueing function, `init` with the id, and the script,
 * `async` at the end of `<head>` so it never blocks parsing or rendering.
 */
export function installPixel(
  win: PixelWindow,
  doc: Document,
  { pixelId, scriptUrl = DEFAULT_PIXEL_SCRIPT_URL }: { pixelId: string; scriptUrl?: string },
): void {
  if (win.fbq) return;
  const fbq = function (this: unknown, ...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as PixelFunction;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  win.fbq = fbq;
  win._fbq ??= fbq;
  const script = doc.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  script.dataset.darPixel = pixelId;
  doc.head.appendChild(script);
  fbq('init', pixelId);
}

/** Records a page view (the first load, then every client navigation). */
export function trackPageView(win: PixelWindow): void {
  win.fbq?.('track', 'PageView');
}
