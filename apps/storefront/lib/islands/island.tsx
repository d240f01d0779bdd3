'use client';

import {
  isValidElement,
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';

/**
 * A part of the page whose code the browser loads after the page itself. Its HTML is rendered on
 * the server as usual and stays as it is while the code loads (React keeps a Suspense boundary's
 * server HTML until it can hydrate it), so the page shows complete, and its first-load JS leaves
 * the part's code out.
 *
 * An island's code loads when its HTML would no longer be right, and not before: at the shopper's
 * first press or key anywhere (a navigation or an action may follow: every island loads), as soon
 * as a pointer moves over it or focus enters it (its own), when the shopper's own state differs
 * from the cached guest's (`wakeIslands`, from the personal store: counts, hearts), or as its
 * `hydrate` option says (a countdown once it is in view, a stale part once the page is idle). A
 * page that is only looked at hydrates none of them: their HTML is already what a guest sees, and
 * hydrating it anyway was most of the main thread's work after the first paint. A click made inside
 * an island before it has hydrated is held, with its default action (a radio does not change under
 * React, a form is not sent), and given again to the same element once it has: hydration keeps the
 * server's elements, so focus and the clicked element are still there. This works from the first
 * moment the page's scripts run, before React has hydrated anything.
 *
 * Its props must not change before it has hydrated (React would drop the server HTML and show
 * nothing until the code arrives): pass the server's data, and let the part read the shopper's
 * own state (counts, wishlist) from its store.
 *
 * `name` tells the island's kind in the HTML (`data-island`), so a click can wake its code before
 * React knows the element.
 */
export function lazyIsland<M, K extends keyof M & string>(
  name: string,
  part: K,
  /** The part's module, for the browser (a dynamic `import()`). */
  load: () => Promise<M>,
  /**
   * The same module on the server only (`typeof window === 'undefined' ? require(…) : undefined`,
   * which the browser's bundle leaves out): the part renders at once, so its HTML is in place in
   * the first bytes of a streamed page rather than streamed after it.
   */
  server: unknown,
  options: IslandOptions = {},
): ComponentType<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  const serverModule = server as M | undefined;
  let wake: () => void = () => {};
  const woken = new Promise<void>((resolve) => {
    wake = resolve;
  });
  kinds.set(name, wake);
  function Hydrated({ Component, onHydrated, ...props }: P & HydratedProps<P>) {
    useEffect(onHydrated, [onHydrated]);
    return <Component {...(props as P)} />;
  }
  const Server = serverModule?.[part] as ComponentType<P> | undefined;
  const Loaded: ComponentType<P & { onHydrated: () => void }> = Server
    ? (props) => <Hydrated {...props} Component={Server} />
    : lazy(async () => {
        // The browser: the code loads once the island is woken (see above). With no server HTML
        // of this kind on the page it renders fresh (a client-side navigation), with nothing to
        // show until its code is in, so the code loads at once.
        const fresh = document.querySelector(`[data-island="${name}"]`) === null;
        if (!fresh) await Promise.race([woken, everyone]);
        const Component = (await load())[part] as ComponentType<P>;
        return {
          default: (props: P & { onHydrated: () => void }) => (
            <Hydrated {...props} Component={Component} />
          ),
        };
      });

  /**
   * The boundary, memoised on the props' values: a re-render of the island with the same data (a
   * router refresh sends new objects for unchanged server data) must not reach a boundary that is
   * still waiting for its code.
   */
  const Boundary = memo(function Boundary(props: P & { onHydrated: () => void }) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }, sameValue);

  function Island(props: P) {
    const root = useRef<HTMLDivElement>(null);
    // Shown as `data-hydrated` on the wrapper: what a test (or a curious developer) can see.
    const [live, setLive] = useState(false);
    const onHydrated = useRef(() => {
      const element = root.current;
      if (element) hydrated(element);
      setLive(true);
    }).current;
    const { hydrate } = options;
    useEffect(() => {
      if (!hydrate) return;
      if (hydrate === 'when-visible') {
        // The wrapper has no box of its own (`display: contents`): its first element stands in.
        const first = root.current?.firstElementChild;
        if (!first || !('IntersectionObserver' in window)) return wake();
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            wake();
          }
        });
        observer.observe(first);
        return () => observer.disconnect();
      }
      return whenIdle(() => {
        if (hydrate === 'when-idle' || hydrate()) wake();
      });
    }, [hydrate]);
    return (
      <div
        ref={root}
        data-island={name}
        data-hydrated={live ? '' : undefined}
        style={{ display: 'contents' }}
      >
        <Boundary {...props} onHydrated={onHydrated} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * Whether two props values hold the same data: plain objects and arrays by their entries, React
 * elements (children from the server) by type, key and props, anything else by identity.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    return (
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  if (isValidElement(a) || isValidElement(b)) {
    return (
      isValidElement(a) &&
      isValidElement(b) &&
      a.type === b.type &&
      a.key === b.key &&
      sameValue(a.props, b.props)
    );
  }
  const prototype = Object.getPrototypeOf(a) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  if (Object.getPrototypeOf(b) !== prototype) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) =>
        Object.prototype.hasOwnProperty.call(b, key) &&
        sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

export interface IslandOptions {
  /**
   * Besides interest and presses: `when-idle` for a part whose HTML is out of date from the start
   * (a countdown that must run), `when-visible` for one that is out of date once seen (a countdown
   * further down), or a check made once the page is idle (the shopper's own data in this browser
   * that the cached HTML cannot hold).
   */
  hydrate?: 'when-idle' | 'when-visible' | (() => boolean);
}

/** A component's props (an island's part is a component). */
type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

interface HydratedProps<P> {
  Component: ComponentType<P>;
  onHydrated: () => void;
}

/** Each kind of island's `wake`, by name. */
const kinds = new Map<string, () => void>();
/** Island elements whose part has hydrated. */
const done = new WeakSet<Element>();
/** The element a click went to, by island element, while its part had not hydrated. */
const held = new WeakMap<Element, HTMLElement>();
/** Where the shopper's current press or key started, when it was on a part still waiting. */
let pressed: { island: HTMLElement; target: HTMLElement } | undefined;

let wakeAll: () => void = () => {};
/** Every island's code is due: the shopper has pressed something, or has state of their own. */
const everyone = new Promise<void>((resolve) => {
  wakeAll = resolve;
});

/**
 * Loads and hydrates every island on the page: the shopper's own state (signed in, hearts, a
 * cart) differs from the cached guest's HTML.
 */
export function wakeIslands(): void {
  wakeAll();
}

/** Loads and hydrates the islands of one kind (`name`), e.g. when data in this browser is due. */
export function wakeIsland(name: string): void {
  kinds.get(name)?.();
}

/**
 * Runs `run` once the page has loaded and the browser is idle (Safari has no
 * requestIdleCallback: a short timeout after the load event stands in); returns a cancel.
 */
export function whenIdle(run: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    const onIdle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined;
    if (onIdle) {
      const handle = onIdle(run, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 200);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

function hydrated(element: Element): void {
  done.add(element);
  const target = held.get(element);
  held.delete(element);
  // A virtual click (detail 0), as a screen reader's; React Aria presses on it.
  if (target?.isConnected) target.click();
}

/**
 * The element an event went to, as one that can be clicked: an icon's SVG gives way to the button
 * or link around it.
 */
function clickable(target: EventTarget | null): HTMLElement | undefined {
  let element = target instanceof Element ? target : null;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element ?? undefined;
}

/** The island an event went to, when its part has not hydrated yet. */
function waitingIsland(event: Event): { island: HTMLElement; target: HTMLElement } | undefined {
  const target = clickable(event.target);
  const island = target?.closest<HTMLElement>('[data-island]');
  return target && island && !done.has(island) ? { island, target } : undefined;
}

/**
 * The page's listeners, on the window in the capture phase and from the moment this module runs:
 * React's own sit on the document and stop an event aimed at a part that has not hydrated, so the
 * part itself would never hear it.
 */
if (typeof window !== 'undefined') {
  const wakeKind = (island: HTMLElement) => kinds.get(island.dataset.island ?? '')?.();
  for (const type of ['pointerover', 'focusin'] as const) {
    window.addEventListener(
      type,
      (event) => {
        const found = waitingIsland(event);
        if (found) wakeKind(found.island);
      },
      { capture: true, passive: true },
    );
  }
  for (const type of ['pointerdown', 'touchstart', 'keydown'] as const) {
    window.addEventListener(
      type,
      (event) => {
        // A press that starts on a part still waiting ends in a click that is the part's to
        // give, even when the part hydrates before the button or key is released: the part's
        // buttons never saw the press start, and would ignore the click.
        pressed = waitingIsland(event);
        wakeAll();
      },
      { capture: true, passive: true },
    );
  }
  window.addEventListener(
    'click',
    (event) => {
      const target = clickable(event.target);
      const startedWaiting =
        pressed && target && pressed.island.contains(target)
          ? { island: pressed.island, target }
          : undefined;
      pressed = undefined;
      const found = waitingIsland(event) ?? startedWaiting;
      if (!found) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (done.has(found.island)) {
        // Hydrated meanwhile: given again at once, as a virtual click.
        setTimeout(() => found.target.click(), 0);
        return;
      }
      held.set(found.island, found.target);
      wakeKind(found.island);
      wakeAll();
    },
    { capture: true },
  );
}
