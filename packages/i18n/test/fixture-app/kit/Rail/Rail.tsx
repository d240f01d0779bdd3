'use client';

export function Rail() {
  return <h2>{'kit.rail.title'}</h2>;
}
