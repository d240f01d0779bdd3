'use client';

import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css';

export interface LinkButtonProps extends Omit<
  AriaLinkProps,
  'children' | 'className' | 'style' | 'render'
> {
  /** The visible label. */
  children: ReactNode;
  /** Same looks as Button: `primary` for the main way forward of a view. */
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /** Decorative icon before the label (on the right in Arabic). */
  iconStart?: ReactNode;
  /** Decorative icon after the label (on the left in Arabic). */
  iconEnd?: ReactNode;
  /** Which icon points along the reading direction and so flips in right-to-left. */
  directionalIcon?: 'start' | 'end' | 'both';
  ref?: Ref<HTMLAnchorElement>;
}

const Icon = ({ children, mirrored }: { children: ReactNode; mirrored: boolean }) => (
  <span
    className={mirrored ? `${buttonStyles.icon} ${buttonStyles.iconMirrored}` : buttonStyles.icon}
    aria-hidden="true"
  >
    {children}
  </span>
);

/**
 * Navigation that looks like a button ("Shop sofas", "Back to home"): a real link (opens in a new
 * tab, shows its address) with Button's look. For actions that change something, use Button.
 */
export function LinkButton({
  children,
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  directionalIcon,
  ...props
}: LinkButtonProps) {
  const mirrorStart = directionalIcon === 'start' || directionalIcon === 'both';
  const mirrorEnd = directionalIcon === 'end' || directionalIcon === 'both';
  return (
    <AriaLink {...props} className={buttonStyles.button({ variant, size, fullWidth })}>
      {iconStart != null && <Icon mirrored={mirrorStart}>{iconStart}</Icon>}
      <span className={buttonStyles.label}>{children}</span>
      {iconEnd != null && <Icon mirrored={mirrorEnd}>{iconEnd}</Icon>}
    </AriaLink>
  );
}
