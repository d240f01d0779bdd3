/**
 * New builds (docs/product-spec.md §7): the storefront exposes its build id; the client asks for it periodically
 * and offers a reload when another build is live. A failed chunk load (an old page asking for a
 * file the new build no longer has) reloads the page, at most once per 10 s per path (docs/product-spec.md §9).
 */

/** Spec leaves the interval open; five minutes keeps the cost of asking negligible. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** docs/product-spec.md §9: the reload guard. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export interface BuildWatchOptions {
  /** The id of the build this page was rendered by. */
  currentBuildId: string;
  /** Where the live build id is read: a URL answering the id as text or `{ buildId }`. */
  url?: string;
  intervalMs?: number;
  /** Called once, when another build is live. */
  onNewBuild: (buildId: string) => void;
  fetch?: typeof fetch;
}

/** Reads the live build id; null when the storefront cannot say (offline, error). */
export async function fetchBuildId(
  url = '/build-id',
  doFetch: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await doFetch(url, { cache: 'no-store' });
    if (!response.ok) return null;
    const text = (await response.text()).trim();
    if (text.startsWith('{')) {
      const parsed = JSON.parse(text) as { buildId?: unknown };
      return typeof parsed.buildId === 'string' ? parsed.buildId : null;
    }
    return text || null;
  } catch {
    return null;
  }
}

/** Checks every `intervalMs`; returns a function that stops watching. */
export function watchBuild({
  currentBuildId,
  url,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  onNewBuild,
  fetch: doFetch,
}: BuildWatchOptions): () => void {
  let stopped = false;
  const check = async () => {
    const live = await fetchBuildId(url, doFetch);
    if (stopped || live === null || live === currentBuildId) return;
    stopped = true;
    clearInterval(timer);
    onNewBuild(live);
  };
  const timer = setInterval(() => void check(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

export interface ReloadGuardOptions {
  /** sessionStorage in the browser: the guard must survive the reload it causes. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now?: () => number;
}

const GUARD_KEY = 'dar-chunk-reload';

/**
 * Reloads after a failed chunk load unless this path was reloaded for that in the last 10 s
 * (a build that is truly broken would otherwise reload forever). Returns whether it reloaded.
 */
export function reloadAfterChunkError(
  path: string,
  { storage, reload, now = Date.now }: ReloadGuardOptions,
): boolean {
  let last: Record<string, number> = {};
  try {
    last = JSON.parse(storage.getItem(GUARD_KEY) ?? '{}') as Record<string, number>;
  } catch {
    // A damaged entry is no reason not to recover.
  }
  const at = now();
  if (at - (last[path] ?? -Infinity) < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(GUARD_KEY, JSON.stringify({ ...last, [path]: at }));
  reload();
  return true;
}

/** True for the errors bundlers raise when a code chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * Installs the guard on `window`: an unhandled chunk-load failure reloads the page (guarded).
 * Returns a function that removes it.
 */
export function installChunkReloadGuard(target: Window = window): () => void {
  const onError = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    reloadAfterChunkError(target.location.pathname, {
      storage: target.sessionStorage,
      reload: () => target.location.reload(),
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => onError(event.reason);
  const onWindowError = (event: ErrorEvent) => onError(event.error);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onWindowError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onWindowError);
  };
}
