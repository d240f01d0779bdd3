'use client';

import { useIntl } from '@dar/i18n/react';
import { type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  ProgressBar,
} from 'react-aria-components';

import * as styles from './Button.css';
import { SpinnerGlyph } from './SpinnerGlyph';

interface ButtonBaseProps extends Omit<
  AriaButtonProps,
  'children' | 'className' | 'style' | 'render' | 'aria-label'
> {
  /**
   * `primary` for the main action of a view (one per view), `secondary` beside it, `ghost` for quiet
   * actions, `danger` for destructive ones (remove from cart, cancel order).
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Fill the inline size of the container, e.g. the checkout button on a phone. */
  fullWidth?: boolean;
  /** Decorative icon before the label (on the right in Arabic). */
  iconStart?: ReactNode;
  /** Decorative icon after the label (on the left in Arabic). */
  iconEnd?: ReactNode;
  /**
   * Which icon points along the reading direction (arrow, chevron) and so flips in right-to-left.
   * Icons that depict things (cart, heart) keep their drawing.
   */
  directionalIcon?: 'start' | 'end' | 'both';
  /** Announced while `isPending`; defaults to a localized "Loading". */
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

interface LabelledButtonProps extends ButtonBaseProps {
  /** The visible label. */
  children: ReactNode;
  icon?: never;
  /** Only when the visible label needs more context ("Remove" → "Remove Nile sofa from cart"). */
  'aria-label'?: string;
}

interface IconOnlyButtonProps extends ButtonBaseProps {
  children?: never;
  /** The only content: a square button (close, wishlist heart, quantity +/−). */
  icon: ReactNode;
  /** Required: with no visible text, this is the button's whole name for screen readers. */
  'aria-label': string;
  iconStart?: never;
  iconEnd?: never;
}

/** Either a visible label, or an icon with a required `aria-label`: an icon alone names nothing. */
export type ButtonProps = LabelledButtonProps | IconOnlyButtonProps;

const Icon = ({ children, mirrored }: { children: ReactNode; mirrored: boolean }) => (
  <span
    className={mirrored ? `${styles.icon} ${styles.iconMirrored}` : styles.icon}
    aria-hidden="true"
  >
    {children}
  </span>
);

const Spinner = ({ label }: { label: string }) => (
  <ProgressBar isIndeterminate aria-label={label} className={styles.spinner}>
    <SpinnerGlyph />
  </ProgressBar>
);

/**
 * A button for actions (add to cart, apply coupon, place order). Behaviour, keyboard and screen-reader
 * support come from React Aria; it is styled in both directions by logical properties only.
 */
export function Button({
  children,
  icon,
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  directionalIcon,
  pendingLabel,
  isPending,
  ...props
}: ButtonProps) {
  const defaultPendingLabel = useIntl().formatMessage({ id: 'ui.loading' });
  const mirrorStart = directionalIcon === 'start' || directionalIcon === 'both';
  const mirrorEnd = directionalIcon === 'end' || directionalIcon === 'both';
  const iconOnly = icon != null;
  // Pending is done here rather than with React Aria's `isPending`: that one announces the button
  // through a live-region element pointing at the button's id, left in the page for seven seconds,
  // and the button is usually gone by then (the form gave way to "check your email", the page
  // changed), leaving an image with no name (axe role-img-alt). The same behaviour otherwise:
  // presses do nothing, a submit button stops submitting, it stays focusable and says it is
  // disabled, and the spinner inside is a named progress bar.
  const pending = isPending
    ? ({
        onPress: undefined,
        onPressStart: undefined,
        onPressEnd: undefined,
        onPressChange: undefined,
        onPressUp: undefined,
        type: props.type === 'submit' ? 'button' : props.type,
        'aria-disabled': true,
        // React Aria writes its own `data-pending` (unset here): the styles read this one.
        'data-busy': true,
      } as const)
    : {};

  return (
    <AriaButton
      {...props}
      {...pending}
      className={styles.button({ variant, size, fullWidth, iconOnly })}
    >
      {iconOnly ? (
        <Icon mirrored={mirrorStart}>{icon}</Icon>
      ) : (
        <>
          {iconStart != null && <Icon mirrored={mirrorStart}>{iconStart}</Icon>}
          <span className={styles.label}>{children}</span>
          {iconEnd != null && <Icon mirrored={mirrorEnd}>{iconEnd}</Icon>}
        </>
      )}
      {isPending && <Spinner label={pendingLabel ?? defaultPendingLabel} />}
    </AriaButton>
  );
}
