import { cloneElement, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';

/** The trigger was pressed before the overlay's code arrived: open it as soon as it does. */
export interface DeferredOpening {
  /**
   * Where focus goes in a menu, as React Aria's own menu trigger decides it: the first item for
   * the keyboard (Enter, Space, ArrowDown) or a screen reader's click, the last for ArrowUp, the
   * menu itself for a pointer.
   */
  focus: 'first' | 'last' | undefined;
}

/** The overlay's trigger: a React Aria button (ours, `Button`, or React Aria's own). */
export type DeferredTriggerElement = ReactElement<
  Pick<
    AriaButtonProps,
    | 'autoFocus'
    | 'onHoverStart'
    | 'onFocus'
    | 'onBlur'
    | 'onPressStart'
    | 'onPress'
    | 'onKeyDown'
    | 'aria-haspopup'
    | 'aria-expanded'
  >
>;

export interface DeferredTriggerProps<T> {
  /** Loads the overlay's code (a dynamic `import()`); called on the first sign of interest. */
  load: () => Promise<T>;
  /** The overlay's trigger; shown (with the same look and name) while the code loads. */
  trigger: DeferredTriggerElement;
  /** What the trigger opens, for `aria-haspopup` (as React Aria's MenuTrigger/DialogTrigger set it). */
  popup: 'menu' | 'dialog';
  /**
   * Renders the loaded overlay with `trigger` (focused if the stand-in was). `opening` is set when
   * the stand-in was pressed: open at once (`defaultOpen`), with focus where `opening.focus` says.
   */
  children: (loaded: T, trigger: DeferredTriggerElement, opening?: DeferredOpening) => ReactNode;
}

type State<T> =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; loaded: T; focused: boolean; opening?: DeferredOpening };

/**
 * A menu's or dialog's trigger whose overlay code (React Aria's menus, popovers, modals) is loaded
 * only when the shopper shows interest: hover, focus, touch or a press. Until then the page ships
 * and hydrates the trigger alone, with `aria-haspopup` and `aria-expanded` as the overlay's own
 * trigger would say them. A press before the code has arrived is remembered and opens the overlay
 * once it has, with focus where React Aria would put it, so Enter, Space and ArrowDown work on the
 * first press; focus stays on the trigger when the loaded one takes its place.
 */
export function DeferredTrigger<T>({ load, trigger, popup, children }: DeferredTriggerProps<T>) {
  const [state, setState] = useState<State<T>>({ status: 'idle' });
  const focused = useRef(false);
  const opening = useRef<DeferredOpening | undefined>(undefined);
  const loading = useRef(false);

  if (state.status === 'ready') {
    return children(
      state.loaded,
      state.focused ? cloneElement(trigger, { autoFocus: true }) : trigger,
      state.opening,
    );
  }

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    setState({ status: 'loading' });
    load().then(
      (loaded) =>
        setState({ status: 'ready', loaded, focused: focused.current, opening: opening.current }),
      () => {
        // Offline or a stale build: the next sign of interest tries again.
        loading.current = false;
        setState({ status: 'idle' });
      },
    );
  };
  const request = (focus: DeferredOpening['focus']) => {
    opening.current = { focus };
    start();
  };

  return cloneElement(trigger, {
    'aria-haspopup': popup === 'menu' ? 'true' : 'dialog',
    'aria-expanded': false,
    onHoverStart: start,
    onPressStart: start,
    onFocus: () => {
      focused.current = true;
      start();
    },
    onBlur: () => {
      focused.current = false;
    },
    // React Aria focuses a menu's first item when the keyboard or a screen reader opens it.
    onPress: (event) =>
      request(
        event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : undefined,
      ),
    onKeyDown: (event) => {
      if (popup === 'menu' && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        request(event.key === 'ArrowDown' ? 'first' : 'last');
      } else {
        event.continuePropagation();
      }
    },
  });
}
