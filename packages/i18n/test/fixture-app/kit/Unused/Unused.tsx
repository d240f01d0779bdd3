'use client';

// Exported by the kit's barrel but imported by no page: not scanned.
export function Unused() {
  return <p>{'kit.unused'}</p>;
}
