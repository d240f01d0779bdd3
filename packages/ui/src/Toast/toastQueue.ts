'use client';

import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

export type ToastTone = 'neutral' | 'success' | 'info' | 'warning' | 'danger';

export interface ToastContent {
  /** One short sentence: "Added to your cart". */
  title: string;
  /** An optional second line with detail. */
  description?: string;
  tone?: ToastTone;
}

export interface ShowToastOptions {
  /**
   * Milliseconds before it closes by itself; `null` keeps it until dismissed. Defaults to a time long
   * enough to read it (see `readingTimeMs`). The timer pauses while the shopper hovers or focuses it.
   */
  timeout?: number | null;
  onClose?: () => void;
}

/** Never shorter than this: WCAG asks for enough time to read, and a glance needs a few seconds. */
export const MIN_TOAST_MS = 5000;
/** Time added per word, for a slow reader (about 200 words a minute). */
export const MS_PER_WORD = 300;

/** How long a toast stays: five seconds, plus reading time for anything longer than a few words. */
export function readingTimeMs({ title, description = '' }: ToastContent): number {
  const words = `${title} ${description}`.trim().split(/\s+/u).filter(Boolean).length;
  return Math.max(MIN_TOAST_MS, words * MS_PER_WORD);
}

export interface ToastQueue {
  /** Shows a toast; returns its key for `close`. */
  add(content: ToastContent, options?: ShowToastOptions): string;
  close(key: string): void;
  /** Removes every toast (e.g. on leaving the page). */
  clear(): void;
  /** For ToastRegion. */
  readonly queue: AriaToastQueue<ToastContent>;
}

export interface ToastQueueOptions {
  /** How many show at once; later ones wait for a slot. */
  maxVisibleToasts?: number;
}

/** A queue of toasts; most apps use the shared `toastQueue`, tests and stories their own. */
export function createToastQueue({ maxVisibleToasts = 3 }: ToastQueueOptions = {}): ToastQueue {
  const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts });
  return {
    queue,
    add(content, { timeout, onClose } = {}) {
      const resolved = timeout === undefined ? readingTimeMs(content) : timeout;
      return queue.add(
        { tone: 'neutral', ...content },
        { ...(resolved === null ? {} : { timeout: resolved }), onClose },
      );
    },
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

/**
 * The app's toasts: `toastQueue.add({ title: 'Added to your cart', tone: 'success' })` from any event
 * handler; one `<ToastRegion />` at the root shows them. Only called in the browser, so one module
 * instance shared by the page is right.
 */
export const toastQueue = createToastQueue();
