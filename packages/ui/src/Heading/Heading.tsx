import type { ReactNode } from 'react';
import { heading, type HeadingVariants } from './Heading.css';

export interface HeadingProps extends HeadingVariants {
  /** The level in the page outline; the look is chosen separately with `size`. */
  level: 1 | 2 | 3 | 4;
  children: ReactNode;
  id?: string;
}

const defaultSize = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' } as const;

/** A heading whose outline level and visual size are independent. */
export function Heading({ level, size = defaultSize[level], children, id }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={heading({ size })}>
      {children}
    </Element>
  );
}
