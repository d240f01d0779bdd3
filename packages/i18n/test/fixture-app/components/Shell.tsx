'use client';

import { lazy, type ReactNode } from 'react';
import { withMessages } from './lazy';

// The drawer comes with its own messages, on first use ('shell.hidden', in a comment, is not counted).
const Drawer = lazy(() =>
  withMessages('Drawer', import('./Drawer'), (m) => m.Drawer).then((Drawer) => ({
    default: Drawer,
  })),
);

export function Shell({ children }: { children: ReactNode }) {
  return (
    <div title="shell.cart">
      {children}
      <Drawer />
    </div>
  );
}
