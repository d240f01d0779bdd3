import type { ComponentType } from 'react';

export declare function withMessages<M, P>(
  unit: string,
  module: Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Promise<ComponentType<P>>;
