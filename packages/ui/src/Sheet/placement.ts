'use client';

import { breakpoints } from '@dar/tokens';
import { useSyncExternalStore } from 'react';

export type SheetPlacement = 'center' | 'start' | 'end' | 'bottom';

/**
 * Below the tablet breakpoint a dialog becomes a bottom sheet: within a thumb's reach, and closed
 * by dragging it down.
 */
export const SMALL_SCREEN_QUERY = `not all and (min-width: ${breakpoints.tablet}px)`;

/** What `auto` becomes: a bottom sheet on a small screen, `wide` (centred by default) elsewhere. */
export function resolvePlacement(
  placement: SheetPlacement | 'auto',
  smallScreen: boolean,
  wide: Exclude<SheetPlacement, 'bottom'> = 'center',
): SheetPlacement {
  if (placement !== 'auto') return placement;
  return smallScreen ? 'bottom' : wide;
}

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(SMALL_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const subscribeToNothing = () => () => {};

/**
 * Whether the window is below the tablet breakpoint, following rotation and resizing. On the server
 * (where an overlay is never open) it answers "not small". With `enabled` false (a sheet whose
 * placement is fixed) it neither asks nor listens.
 */
export function useSmallScreen(enabled = true): boolean {
  return useSyncExternalStore(
    enabled ? subscribe : subscribeToNothing,
    () => enabled && window.matchMedia(SMALL_SCREEN_QUERY).matches,
    () => false,
  );
}
