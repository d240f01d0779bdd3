import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createToastQueue, MIN_TOAST_MS, readingTimeMs } from './toastQueue';

describe('readingTimeMs', () => {
  it('gives a short message the minimum time', () => {
    expect(readingTimeMs({ title: 'Added to your cart' })).toBe(MIN_TOAST_MS);
    expect(readingTimeMs({ title: 'أضيف إلى سلتك' })).toBe(MIN_TOAST_MS);
  });

  it('gives a long message more time, counting the description', () => {
    const description = Array.from({ length: 20 }, () => 'word').join(' ');
    expect(readingTimeMs({ title: 'Order cancelled', description })).toBe(22 * 300);
  });
});

describe('createToastQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast with the neutral tone by default and closes it by key', () => {
    const toasts = createToastQueue();
    const key = toasts.add({ title: 'Saved' });
    expect(toasts.queue.visibleToasts.map((toast) => toast.content)).toEqual([
      { title: 'Saved', tone: 'neutral' },
    ]);
    toasts.close(key);
    expect(toasts.queue.visibleToasts).toEqual([]);
  });

  it('closes by itself after the reading time, and calls onClose', () => {
    const toasts = createToastQueue();
    const onClose = vi.fn();
    toasts.add({ title: 'Coupon applied', tone: 'success' }, { onClose });
    // ToastRegion starts each visible toast's timer when it renders it.
    for (const toast of toasts.queue.visibleToasts) toast.timer?.reset(toast.timeout ?? 0);
    vi.advanceTimersByTime(MIN_TOAST_MS - 1);
    expect(toasts.queue.visibleToasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.queue.visibleToasts).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close while paused (hover or focus), then finishes the remaining time', () => {
    const toasts = createToastQueue();
    toasts.add({ title: 'Coupon applied' }, { timeout: 1000 });
    for (const toast of toasts.queue.visibleToasts) toast.timer?.reset(toast.timeout ?? 0);
    vi.advanceTimersByTime(600);
    toasts.queue.pauseAll();
    vi.advanceTimersByTime(10_000);
    expect(toasts.queue.visibleToasts).toHaveLength(1);
    toasts.queue.resumeAll();
    vi.advanceTimersByTime(399);
    expect(toasts.queue.visibleToasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.queue.visibleToasts).toHaveLength(0);
  });

  it('keeps a toast with timeout null until it is dismissed', () => {
    const toasts = createToastQueue();
    toasts.add({ title: 'Payment failed', tone: 'danger' }, { timeout: null });
    expect(toasts.queue.visibleToasts[0]?.timer).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(toasts.queue.visibleToasts).toHaveLength(1);
  });

  it('shows at most maxVisibleToasts, newest first, and promotes a waiting one when one closes', () => {
    const toasts = createToastQueue({ maxVisibleToasts: 2 });
    toasts.add({ title: 'one' }, { timeout: null });
    toasts.add({ title: 'two' }, { timeout: null });
    const newest = toasts.add({ title: 'three' }, { timeout: null });
    const titles = () => toasts.queue.visibleToasts.map((toast) => toast.content.title);
    expect(titles()).toEqual(['three', 'two']);
    toasts.close(newest);
    expect(titles()).toEqual(['two', 'one']);
    toasts.clear();
    expect(titles()).toEqual([]);
  });
});
