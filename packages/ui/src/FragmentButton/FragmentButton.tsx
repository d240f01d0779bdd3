'use client';

import { useEffect, useRef } from 'react';

import { PlainButton, type PlainButtonProps } from '../Button/PlainButton';
import { contents } from '../FormPost/FormPost.css';

export interface FragmentButtonProps extends Omit<PlainButtonProps, 'type' | 'onClick'> {
  /**
   * Names this button's press in the page's address (`#fragment`), unique on the page: a press
   * before the page's scripts have run asks for the page again at `?#fragment`.
   */
  fragment: string;
  /** What a press does once the page has hydrated (opening a dialog, most often). */
  onPress: () => void;
  /** Shows it pressed, as React Aria's trigger looks while its dialog is open. */
  isPressed?: boolean;
}

/**
 * A button whose press is never lost to a page still loading its scripts: a native button with
 * `Button`'s look, the submit button of a `GET` form to `?#fragment`. Pressed before the page has
 * hydrated, the browser loads the page again with the request in its address; once hydrated
 * there, the button takes focus and runs `onPress` once, and the request leaves the address. Once
 * hydrated, a press runs `onPress` in place and the form is not sent. For a press that needs the
 * page's scripts and must not post anything: opening a dialog. (A press that changes something is
 * a form post: `FormPost`.)
 */
export function FragmentButton({ fragment, onPress, isPressed, ...props }: FragmentButtonProps) {
  const form = useRef<HTMLFormElement>(null);
  // Back from a press made before hydration: the address says so. Press the button once (it takes
  // focus, which a dialog gives back on closing) and take the request off the address.
  useEffect(() => {
    if (window.location.hash !== `#${fragment}`) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    form.current?.querySelector('button')?.click();
  }, [fragment]);
  return (
    <form ref={form} method="get" action={`#${fragment}`} className={contents}>
      <PlainButton
        {...props}
        type="submit"
        data-pressed={isPressed || undefined}
        onClick={(event) => {
          event.preventDefault();
          // Safari does not focus a pressed button; a dialog gives focus back to it.
          event.currentTarget.focus();
          onPress();
        }}
      />
    </form>
  );
}
