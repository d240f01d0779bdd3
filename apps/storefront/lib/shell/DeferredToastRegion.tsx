'use client';

import { toastQueue } from '@dar/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { withMessages } from '../lazy-messages';

/** The region's code and messages: fetched once per page (a failed fetch is tried again). */
function loadToastRegion(): Promise<ComponentType> {
  return withMessages('ToastRegion', import('./toast-region'), (module) => module.ToastRegion);
}

/**
 * Starts loading the region as an action that will end in a toast starts (an add to cart, a
 * heart), so its code and messages come alongside the Shop API's answer rather than after it.
 */
export function preloadToasts(): void {
  loadToastRegion().catch(() => {
    // Tried again with the toast itself.
  });
}

/**
 * The toasts' region, loaded with the first toast: React Aria's region shows nothing while no
 * toast is queued, yet its code (toast, landmark, focus scope, about 10 KB gzip) would load and
 * hydrate on every page. The queue is watched from the start, so a toast queued before the code
 * arrives is shown (and announced) once it has.
 */
export function DeferredToastRegion() {
  const [Region, setRegion] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Region) return;
    let cancelled = false;
    const load = () =>
      loadToastRegion().then(
        (ToastRegion) => {
          if (!cancelled) setRegion(() => ToastRegion);
        },
        () => {
          // A failed load (offline) tries again with the next toast.
        },
      );
    if (toastQueue.queue.visibleToasts.length > 0) void load();
    const unsubscribe = toastQueue.queue.subscribe(() => {
      if (toastQueue.queue.visibleToasts.length > 0) void load();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [Region]);
  return Region ? <Region /> : null;
}
