'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { hasAdConsent, installPixel, trackPageView, whenIdle, type PixelWindow } from './pixel';

export interface AdPixelProps {
  /** NEXT_PUBLIC_AD_PIXEL_ID; no id, no pixel. */
  pixelId: string | undefined;
  scriptUrl?: string;
}

/**
 * Loads the ad pixel when the browser is idle and records a page view on the first load and on
 * every client navigation — only with an id configured and the shopper's consent
 * (`dar_consent=ads`, read at each navigation, so consent given later counts from the next page).
 * Renders nothing.
 */
export function AdPixel({ pixelId, scriptUrl }: AdPixelProps) {
  const pathname = usePathname();
  useEffect(() => {
    if (!pixelId || !hasAdConsent(document.cookie)) return;
    const win = window as unknown as PixelWindow;
    return whenIdle(win, () => {
      installPixel(win, document, { pixelId, ...(scriptUrl ? { scriptUrl } : {}) });
      trackPageView(win);
    });
  }, [pixelId, scriptUrl, pathname]);
  return null;
}
