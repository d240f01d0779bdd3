'use client';

import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';

export interface FooterLinkProps {
  href: string;
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The footer's one interactive leaf: a link through the app's router (React Aria's Link and the
 * `UiProvider`'s `navigate`), so a footer rendered on the server still navigates client-side.
 */
export function FooterLink({ children, ...props }: FooterLinkProps) {
  return <AriaLink {...props}>{children}</AriaLink>;
}
