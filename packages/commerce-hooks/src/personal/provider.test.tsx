// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersonalProvider, usePersonal, usePersonalActions } from './provider';
import type { PersonalStore } from './store';

// The live chunk stands in for Apollo here (the hooks have their own tests against a real
// server): it records that it was loaded and publishes calls as the real one does.
const live = vi.hoisted(() => ({ rendered: 0 }));
vi.mock('./live', () => ({
  LivePersonal({ store }: { store: PersonalStore }) {
    live.rendered += 1;
    useEffect(() => {
      store.set({ status: 'ready', signedIn: true, cartCount: 3 });
      store.publish(
        {
          toggleFavorite: async () => ({ ok: true }),
          addToCart: async () => ({ ok: true }),
          applyCoupon: async () => ({ ok: true }),
          selectPromotion: async () => ({ ok: false, reason: 'ENDED' }),
          signIn: async () => ({ ok: true }),
          signOut: async () => ({ ok: true }),
        },
        {},
      );
    }, [store]);
    return null;
  },
}));
// The idle read without Apollo: a guest with two hearts and one line in the cart.
const shopper = vi.hoisted(() => ({ reads: 0 }));
vi.mock('../shopper', () => ({
  readShopper: async () => {
    shopper.reads += 1;
    return { signedIn: false, wishlistIds: ['7', '9'], cartCount: 1 };
  },
  recordProductView: async () => undefined,
}));

function Badge() {
  const { status, cartCount, wishlistIds } = usePersonal();
  return <output>{`${status} ${cartCount} ${wishlistIds.size}`}</output>;
}

function SignIn() {
  const { signIn } = usePersonalActions();
  return (
    <button type="button" onClick={() => void signIn('a@b.c', 'secret', false)}>
      sign in
    </button>
  );
}

const page = (
  <PersonalProvider locale="ar">
    <Badge />
    <SignIn />
  </PersonalProvider>
);

afterEach(() => {
  cleanup();
  live.rendered = 0;
  shopper.reads = 0;
});

describe('PersonalProvider', () => {
  it('renders a guest on the server, without the live chunk', () => {
    expect(renderToString(page)).toContain('pending 0 0');
    expect(live.rendered).toBe(0);
  });

  it('reads the shopper without the live chunk when the page is only looked at', async () => {
    render(page);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready 1 2'));
    expect(shopper.reads).toBe(1);
    expect(live.rendered).toBe(0);
  });

  it('loads the live chunk on the first press, and its answers own the snapshot', async () => {
    render(page);
    expect(live.rendered).toBe(0);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready 3 0'));
    expect(live.rendered).toBeGreaterThan(0);
  });

  it('loads the live chunk when a call needs it', async () => {
    render(page);
    await act(async () => {
      screen.getByRole('button').click();
    });
    await vi.waitFor(() => expect(live.rendered).toBeGreaterThan(0));
  });

  describe('with a session hint', () => {
    const hinted = (
      <PersonalProvider locale="ar" sessionHint="shop-hint">
        <Badge />
      </PersonalProvider>
    );
    afterEach(() => {
      document.cookie = 'shop-hint=; max-age=0; path=/';
    });

    it('asks nothing for a browser without the cookie: a guest with an empty cart', async () => {
      render(hinted);
      await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready 0 0'));
      // Past the moment the idle read would have gone out.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(shopper.reads).toBe(0);
      expect(live.rendered).toBe(0);
    });

    it('reads the shopper when the cookie is there', async () => {
      document.cookie = 'shop-hint=1; path=/';
      render(hinted);
      await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready 1 2'));
      expect(shopper.reads).toBe(1);
    });
  });
});
