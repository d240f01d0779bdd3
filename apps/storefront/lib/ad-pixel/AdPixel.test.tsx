// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM": {"settings": {"handleDisabledFileLoadingAsSuccess": true}}}
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasAdConsent } from './pixel';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));
const { AdPixel } = await import('./AdPixel');

type Queue = { queue: unknown[][] };
const pixelQueue = () => (window as unknown as { fbq?: Queue }).fbq?.queue;
const pixelScripts = () => document.head.querySelectorAll('script[data-dar-pixel]');

function clearCookie() {
  document.cookie = 'dar_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

beforeEach(() => {
  vi.useFakeTimers();
  pathname = '/';
  clearCookie();
  // happy-dom has no requestIdleCallback: the setTimeout fallback is what runs here.
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (window as { fbq?: unknown }).fbq;
  delete (window as { _fbq?: unknown })._fbq;
  for (const script of pixelScripts()) script.remove();
  clearCookie();
});

describe('AdPixel', () => {
  it('loads nothing during the first render, then the script and a page view once idle', () => {
    document.cookie = 'dar_consent=ads; path=/';
    render(<AdPixel pixelId="123456" scriptUrl="/pixel-test.js" />);
    expect(pixelScripts()).toHaveLength(0);
    expect(pixelQueue()).toBeUndefined();

    act(() => vi.advanceTimersByTime(2_000));
    const [script] = pixelScripts();
    expect(script?.getAttribute('src')).toBe('/pixel-test.js');
    expect((script as HTMLScriptElement).async).toBe(true);
    expect(pixelQueue()).toEqual([
      ['init', '123456'],
      ['track', 'PageView'],
    ]);
  });

  it('records a page view on each client navigation, with one script', () => {
    document.cookie = 'dar_consent=ads; path=/';
    const { rerender } = render(<AdPixel pixelId="123456" scriptUrl="/pixel-test.js" />);
    act(() => vi.advanceTimersByTime(2_000));
    pathname = '/products/nile-sofa';
    rerender(<AdPixel pixelId="123456" scriptUrl="/pixel-test.js" />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(pixelQueue()?.filter(([kind]) => kind === 'track')).toHaveLength(2);
    expect(pixelScripts()).toHaveLength(1);
  });

  it('uses requestIdleCallback where the browser has it', () => {
    document.cookie = 'dar_consent=ads; path=/';
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = idle;
    render(<AdPixel pixelId="123456" scriptUrl="/pixel-test.js" />);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5_000 });
    expect(pixelQueue()).toContainEqual(['track', 'PageView']);
  });

  it('stays off without consent, and without an id', () => {
    render(<AdPixel pixelId="123456" scriptUrl="/pixel-test.js" />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(pixelScripts()).toHaveLength(0);

    cleanup();
    document.cookie = 'dar_consent=ads; path=/';
    render(<AdPixel pixelId={undefined} scriptUrl="/pixel-test.js" />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(pixelScripts()).toHaveLength(0);
    expect(pixelQueue()).toBeUndefined();
  });

  it('starts from the next page when consent is given later', () => {
    const { rerender } = render(<AdPixel pixelId="123456" scriptUrl="/pixel-test.js" />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(pixelScripts()).toHaveLength(0);
    document.cookie = 'dar_consent=analytics,ads; path=/';
    pathname = '/en/products';
    rerender(<AdPixel pixelId="123456" scriptUrl="/pixel-test.js" />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(pixelScripts()).toHaveLength(1);
  });
});

describe('hasAdConsent', () => {
  it('needs ads among the consent cookie values', () => {
    expect(hasAdConsent('a=1; dar_consent=ads')).toBe(true);
    expect(hasAdConsent('dar_consent=analytics%2Cads')).toBe(true);
    expect(hasAdConsent('dar_consent=analytics')).toBe(false);
    expect(hasAdConsent('other_consent=ads')).toBe(false);
    expect(hasAdConsent('')).toBe(false);
  });
});
