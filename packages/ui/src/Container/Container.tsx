import type { ReactNode } from 'react';
import { container, type ContainerVariants } from './Container.css';

export interface ContainerProps extends ContainerVariants {
  children: ReactNode;
  /** The landmark or element to render: a page's content is `main`. */
  as?: 'div' | 'main' | 'section' | 'header' | 'footer';
}

/** Centres content at a readable width with inline padding that grows on larger screens. */
export function Container({ children, as: Element = 'div', width, paddingBlock }: ContainerProps) {
  return <Element className={container({ width, paddingBlock })}>{children}</Element>;
}
