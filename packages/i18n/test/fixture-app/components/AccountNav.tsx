'use client';

import type { ReactNode } from 'react';

const pages = ['orders', 'signOut'] as const;

export function AccountNav({ children }: { children: ReactNode }) {
  return (
    <nav>
      {pages.map((page) => (
        <a key={page}>{`nav.${page}`}</a>
      ))}
      {children}
    </nav>
  );
}
