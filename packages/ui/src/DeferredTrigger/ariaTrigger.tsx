'use client';

import type { ButtonHTMLAttributes, ReactElement, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';

/** What a native stand-in carries over to React Aria's button: its look, name and content. */
export type NativeTriggerProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'aria-label' | 'children' | 'type'
>;

/**
 * A native `<button>` trigger as React Aria's button (which menus and dialogs need as their
 * trigger), with the same class, name and content (a `submit` stand-in becomes a plain button). Loaded with the overlay's code, so a page
 * whose trigger is a native button carries no React Aria until the shopper reaches for it.
 */
export function ariaTrigger(
  trigger: ReactElement<NativeTriggerProps>,
  ref: Ref<HTMLButtonElement>,
): ReactElement {
  const { className, children } = trigger.props;
  // Always a plain button: a `submit` stand-in's form was only for a press before hydration.
  return (
    <AriaButton
      ref={ref}
      className={className}
      aria-label={trigger.props['aria-label']}
      type="button"
    >
      {children}
    </AriaButton>
  );
}
