'use client';

import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';

export interface RouterLinkProps {
  href: string;
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A server part's one interactive leaf when it links somewhere (the footer's links, a product
 * card's name): React Aria's Link through the app's router (the `UiProvider`'s `navigate`), so a
 * part rendered on the server still navigates client-side. Styled by the part that renders it.
 */
export function RouterLink({ children, ...props }: RouterLinkProps) {
  return <AriaLink {...props}>{children}</AriaLink>;
}
