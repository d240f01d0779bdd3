'use client';

import { createContext, use, type MouseEvent, type ReactNode } from 'react';

/** The app's router, as `UiProvider` is given it (`navigate`, `useHref`), for `RouterLink`. */
export interface LinkRouter {
  navigate: (href: string, routerOptions: undefined) => void;
  useHref?: (href: string) => string;
}

/** Set by `UiProvider` when it has a `navigate`; without one, a `RouterLink` is a plain link. */
export const LinkRouterContext = createContext<LinkRouter | null>(null);

const sameHref = (href: string) => href;

/**
 * A click the app's router should take, by the rules React Aria's links follow: the main button
 * without a modifier (those open a new tab or window, or download), on a link to this origin that
 * opens in this tab. A `tel:` or another site's link is left to the browser.
 */
export function routes(
  event: Pick<
    MouseEvent<HTMLAnchorElement>,
    'defaultPrevented' | 'button' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'currentTarget'
  >,
) {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}

export interface RouterLinkProps {
  href: string;
  className: string;
  'aria-label'?: string;
  /** The current page among links to pages (pagination). */
  'aria-current'?: 'page';
  children: ReactNode;
}

/**
 * A server part's one interactive leaf when it links somewhere (the footer's links, a product
 * card's name, the logo, a banner): a native `<a>` that navigates through the app's router (the
 * `UiProvider`'s `navigate`), so a part rendered on the server still navigates client-side, and
 * before the page's scripts run it is an ordinary link. It needs no press behaviour, so it leaves
 * React Aria's Link (about 10 KB gzip) out of a page's first load; its part styles it with `:hover`
 * and `:focus-visible`. Written as `useHref` gives it, as React Aria's links are.
 */
export function RouterLink({ href, children, ...props }: RouterLinkProps) {
  const router = use(LinkRouterContext);
  const useHref = router?.useHref ?? sameHref;
  const shown = useHref(href);
  return (
    <a
      {...props}
      href={shown}
      onClick={(event) => {
        if (!router || !routes(event)) return;
        event.preventDefault();
        router.navigate(href, undefined);
      }}
    >
      {children}
    </a>
  );
}
