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
 * trigger), with the same class, name and content. Loaded with the overlay's code, so a page
 * whose trigger is a native button carries no React Aria until the shopper reaches for it.
 */
export function ariaTrigger(
  trigger: ReactElement<NativeTriggerProps>,
  ref: Ref<HTMLButtonElement>,
): ReactElement {
  const { className, children, type } = trigger.props;
  return (
    <AriaButton
      ref={ref}
      className={className}
      aria-label={trigger.props['aria-label']}
      type={type ?? 'button'}
    >
      {children}
    </AriaButton>
  );
}
