'use client';

import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link, type LinkVariants } from './Link.css';

export interface LinkProps
  extends Omit<AriaLinkProps, 'children' | 'className' | 'style' | 'render'>, LinkVariants {
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A text link to another page: `inline` inside a sentence, `standalone` on its own line. Navigation,
 * keyboard and the client router come from React Aria's Link.
 */
export function Link({ children, variant, ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={link({ variant })}>
      {children}
    </AriaLink>
  );
}
