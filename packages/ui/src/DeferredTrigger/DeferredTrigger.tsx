'use client';

import {
  cloneElement,
  type ButtonHTMLAttributes,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';

import type { ariaTrigger, NativeTriggerProps } from './ariaTrigger';

/** The loaded overlay's trigger: a React Aria button (ours, `Button`, or React Aria's own). */
export type DeferredTriggerElement = ReactElement<
  Pick<
    AriaButtonProps,
    | 'onHoverStart'
    | 'onFocus'
    | 'onBlur'
    | 'onPressStart'
    | 'onPressEnd'
    | 'onPress'
    | 'onKeyDown'
    | 'aria-haspopup'
    | 'aria-expanded'
  > & { ref?: Ref<HTMLButtonElement> }
>;

export interface DeferredTriggerProps<T> {
  /** Loads the overlay's code (a dynamic `import()`); called on the first sign of interest. */
  load: () => Promise<T>;
  /**
   * The overlay's trigger; shown (with the same look and name) while the code loads. A React Aria
   * button, or a native `<button>` (its class, name and content): then the page's first load
   * carries no React Aria, and the loaded overlay gets React Aria's button in its place, loaded
   * with the overlay's code (`ariaTrigger`).
   */
  trigger: DeferredTriggerElement | ReactElement<NativeTriggerProps, 'button'>;
  /** What the trigger opens, for `aria-haspopup` (as React Aria's MenuTrigger/DialogTrigger set it). */
  popup: 'menu' | 'dialog';
  /** Renders the loaded overlay around `trigger` (which must stay its trigger). */
  children: (loaded: T, trigger: DeferredTriggerElement) => ReactNode;
}

/** React Aria's button for a native trigger, loaded with the overlay's code. */
const loadAriaTrigger = () => import('./ariaTrigger');

/** A press on the stand-in, replayed on the loaded trigger. */
type Request = 'press' | 'previous';

type State<T> =
  | { status: 'idle' | 'loading' }
  | {
      status: 'ready';
      loaded: T;
      /** The loaded trigger, for a native stand-in: React Aria's button with its look. */
      make?: typeof ariaTrigger;
      focused: boolean;
      request?: Request;
    };

/** How long keys typed while a dialog is on its way are kept for its field, at most. */
const TYPE_AHEAD_MS = 5000;

/** The keeping under way, if any: one at a time, the last press's. */
let stopKeeping: (() => void) | undefined;

/**
 * Keeps the characters typed while a dialog's code loads and the dialog opens (a shopper presses
 * search and types at once: the keys landed on the button and were lost), and types them into the
 * text field the dialog focuses, in order, before anything typed after. Only while focus is on the
 * trigger: it ends as soon as focus goes anywhere else (a dialog that focuses no field drops what
 * was kept). Other keys (Escape, Tab, Enter, shortcuts) go where they would.
 */
function keepTypedAhead(isTrigger: (target: EventTarget | null) => boolean): void {
  stopKeeping?.();
  let typed = '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.isComposing || !isTrigger(event.target)) return;
    event.preventDefault();
    typed += event.key;
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    // The loaded trigger taking the stand-in's place, and its focus.
    if (isTrigger(target)) return;
    stop();
    // After the commit that focused the field, before another key can land.
    if (typed && isTextField(target)) queueMicrotask(() => typeInto(target, typed));
  };
  const stop = () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
    clearTimeout(timer);
    if (stopKeeping === stop) stopKeeping = undefined;
  };
  const timer = setTimeout(stop, TYPE_AHEAD_MS);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  stopKeeping = stop;
}

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    ['text', 'search', 'email', 'tel', 'url', ''].includes(target.type)
  );
}

/** As typing does it: the value through the element's own setter, then an `input` event for React. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setValue?.call(field, field.value + text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A menu's or dialog's trigger whose overlay code (React Aria's menus, popovers, modals) is loaded
 * only when the shopper shows interest: hover, focus, touch or a press. Until then the page ships
 * and hydrates the trigger alone, with `aria-haspopup` and `aria-expanded` as the overlay's own
 * trigger would say them. A press before the code has arrived is remembered and replayed on the
 * loaded trigger, which first takes focus (so the overlay gives it back on closing): for a dialog a
 * click as a screen reader's; for a menu ArrowDown (its first item focused, as React Aria does for
 * Enter, Space and ArrowDown) or ArrowUp (the last). So the first press always opens the overlay,
 * and what is typed while a dialog opens reaches the field it focuses.
 */
export function DeferredTrigger<T>({ load, trigger, popup, children }: DeferredTriggerProps<T>) {
  const [state, setState] = useState<State<T>>({ status: 'idle' });
  const focused = useRef(false);
  /** A press on the stand-in has started and not ended (the code may arrive in between). */
  const pressing = useRef(false);
  const request = useRef<Request | undefined>(undefined);
  const loading = useRef(false);
  const loadedTrigger = useRef<HTMLButtonElement>(null);

  // The loaded trigger replaced the stand-in: give it the stand-in's focus in the same commit, so
  // no key press can land on the page in between. The press to replay is one made before the code
  // arrived, or one the stand-in took after it had arrived but before the loaded trigger was in
  // place (React renders the change a moment after the code's promise settles)...
  useLayoutEffect(() => {
    if (state.status !== 'ready') return;
    if (state.focused || state.request || request.current) loadedTrigger.current?.focus();
  }, [state]);
  // ...then the press the stand-in received. A menu's a frame later: React Aria's menu builds its
  // collection after mounting, and must have it to focus an item. It opens from the keyboard, as
  // React Aria's trigger does it for Enter, Space and the arrows (its virtual click would leave
  // focus on the menu rather than an item). A dialog's at once, as a screen reader's click.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const wanted = state.request ?? request.current;
    const element = loadedTrigger.current;
    if (!wanted || !element) return;
    if (popup !== 'menu') {
      // `detail` 0: a virtual click, the way a screen reader activates a button.
      element.click();
      return;
    }
    const key = wanted === 'previous' ? 'ArrowUp' : 'ArrowDown';
    const frame = requestAnimationFrame(() => {
      element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      element.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }));
    });
    return () => cancelAnimationFrame(frame);
  }, [state, popup]);

  // A native stand-in (a string type, `button`) is replaced by React Aria's button once loaded.
  const native = typeof trigger.type === 'string';
  if (state.status === 'ready') {
    return children(
      state.loaded,
      state.make
        ? (state.make(
            trigger as ReactElement<NativeTriggerProps>,
            loadedTrigger,
          ) as DeferredTriggerElement)
        : cloneElement(trigger as DeferredTriggerElement, { ref: loadedTrigger }),
    );
  }

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    setState({ status: 'loading' });
    Promise.all([load(), native ? loadAriaTrigger() : undefined]).then(
      ([loaded, aria]) =>
        setState({
          status: 'ready',
          loaded,
          make: aria?.ariaTrigger,
          focused: focused.current,
          // A press that began on the stand-in and ends on the loaded trigger would be lost (the
          // loaded trigger never saw it start): it counts as a press made while loading.
          request: request.current ?? (pressing.current ? 'press' : undefined),
        }),
      () => {
        // Offline or a stale build: the next sign of interest tries again, and keys go where
        // they would (a Space on the trigger presses it again).
        stopKeeping?.();
        loading.current = false;
        setState({ status: 'idle' });
      },
    );
  };
  const ask = (what: Request, target?: EventTarget) => {
    // The first press on a dialog's stand-in: what is typed until it opens goes to its field.
    if (popup === 'dialog' && !request.current) {
      const standIn = target ?? document.activeElement;
      // Focus on the stand-in, on the loaded trigger in its place, or nowhere (the page's body).
      keepTypedAhead(
        (element) =>
          element === standIn || element === loadedTrigger.current || element === document.body,
      );
    }
    request.current = what;
    start();
  };

  // The signs of interest, the same from React Aria's button and from a native one.
  const pressStart = () => {
    pressing.current = true;
    start();
  };
  const pressEnd = () => {
    pressing.current = false;
  };
  const focus = () => {
    focused.current = true;
    start();
  };
  const blur = () => {
    focused.current = false;
  };
  /** A menu opens from ArrowDown (its first item) or ArrowUp (its last); true if taken. */
  const arrow = (event: { key: string; preventDefault: () => void }) => {
    if (popup !== 'menu' || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return false;
    event.preventDefault();
    ask(event.key === 'ArrowDown' ? 'press' : 'previous');
    return true;
  };
  const says = {
    'aria-haspopup': popup === 'menu' ? 'true' : 'dialog',
    'aria-expanded': false,
  } as const;

  if (native) {
    // A pointer over it (not a touch, which presses), a pointer down, focus, a click (a
    // pointer's, or Enter and Space), the arrows. A `submit` stand-in keeps its type, so that a
    // press before the page's scripts have run posts its form (to a page that opens the overlay,
    // say); once hydrated the press opens the overlay and the form is not sent.
    const own = (trigger as ReactElement<NativeTriggerProps>).props.type;
    const standIn: ButtonHTMLAttributes<HTMLButtonElement> = {
      type: own ?? 'button',
      ...says,
      onPointerEnter: (event) => {
        if (event.pointerType !== 'touch') start();
      },
      onPointerDown: pressStart,
      onPointerUp: pressEnd,
      onPointerCancel: pressEnd,
      onFocus: focus,
      onBlur: blur,
      onClick: (event) => {
        event.preventDefault();
        ask('press', event.currentTarget);
      },
      onKeyDown: arrow,
    };
    return cloneElement(trigger as ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>, standIn);
  }

  return cloneElement(trigger as DeferredTriggerElement, {
    ...says,
    onHoverStart: start,
    onPressStart: pressStart,
    onPressEnd: pressEnd,
    onFocus: focus,
    onBlur: blur,
    onPress: (event) => ask('press', event.target),
    onKeyDown: (event) => {
      if (!arrow(event)) event.continuePropagation();
    },
  });
}
