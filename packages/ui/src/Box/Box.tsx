import { sprinkles, type Sprinkles } from '@dar/tokens';
import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';

type NativeProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className'>;

export interface BoxProps extends Sprinkles, NativeProps {
  /** The element to render; a `div` unless the content calls for another (`section`, `ul`, `li`). */
  as?: ElementType;
  /** Extra classes, for ui components composing on top of Box. */
  className?: string;
  children?: ReactNode;
}

/**
 * The lowest layout primitive: any element, styled only through the token sprinkles (logical spacing,
 * flex, surfaces, radii). Pages compose with it instead of writing CSS.
 */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...native, className: classes || undefined }, children);
}
