import { describe, expect, it, vi } from 'vitest';
import { createPersonalStore, INITIAL_PERSONAL, type PersonalActions } from './store';

const ok = async () => ({ ok: true }) as const;
const actions: PersonalActions = {
  toggleFavorite: ok,
  addToCart: ok,
  applyCoupon: ok,
  selectPromotion: async () => ({ ok: true, name: 'Ramadan', couponCode: 'WHEEL-1' }),
  signIn: ok,
  signOut: ok,
};

describe('the personal store', () => {
  it('is a guest with an empty cart, not yet answered, until something is set', () => {
    const store = createPersonalStore('ar');
    expect(store.get()).toBe(INITIAL_PERSONAL);
    expect(store.get()).toMatchObject({ status: 'pending', signedIn: false, cartCount: 0 });
    expect(store.isLive()).toBe(false);
    expect(store.wanted()).toBe(false);
    expect(store.client()).toBeNull();
  });

  it('merges what is set into a new snapshot and tells every listener', () => {
    const store = createPersonalStore('en');
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    const unsubscribe = store.subscribe(second);
    const before = store.get();
    store.set({ status: 'ready', cartCount: 2 });
    // A new object, so `useSyncExternalStore` renders again; what was not set stays.
    expect(store.get()).not.toBe(before);
    expect(store.get()).toMatchObject({ status: 'ready', cartCount: 2, signedIn: false });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set({ signedIn: true });
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('makes the live chunk wanted once, on the first call for an action', async () => {
    const store = createPersonalStore('ar');
    const listener = vi.fn();
    store.subscribe(listener);
    let published = false;
    const waiting = store.actions().then((calls) => {
      published = true;
      return calls;
    });
    expect(store.wanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    // Asking again, or wanting it again, tells no one: the chunk is loading already.
    void store.actions();
    store.want();
    expect(listener).toHaveBeenCalledTimes(1);
    // The call waits for the live chunk: nothing resolves before it publishes.
    await Promise.resolve();
    expect(published).toBe(false);
    const client = { apollo: true };
    store.publish(actions, client);
    await expect(waiting).resolves.toBe(actions);
    expect(store.isLive()).toBe(true);
    expect(store.client()).toBe(client);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('answers calls made after publishing at once, with the same actions', async () => {
    const store = createPersonalStore('en');
    store.publish(actions, {});
    await expect(store.actions()).resolves.toBe(actions);
    await expect((await store.actions()).selectPromotion('1')).resolves.toEqual({
      ok: true,
      name: 'Ramadan',
      couponCode: 'WHEEL-1',
    });
  });

  it('adopts one client for the page: made once, kept by the live chunk', () => {
    const store = createPersonalStore('ar');
    const listener = vi.fn();
    store.subscribe(listener);
    const made = { first: true };
    const make = vi.fn(() => made);
    expect(store.adopt(make)).toBe(made);
    expect(store.adopt(() => ({ second: true }))).toBe(made);
    expect(make).toHaveBeenCalledTimes(1);
    expect(store.client()).toBe(made);
    // Adopting happens while rendering: no listener may be told then.
    expect(listener).not.toHaveBeenCalled();
    // The live chunk adopts the same client before publishing it.
    store.publish(
      actions,
      store.adopt(() => ({ third: true })),
    );
    expect(store.client()).toBe(made);
  });
});
