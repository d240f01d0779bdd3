import { divider, type DividerVariants } from './Divider.css';

export interface DividerProps extends DividerVariants {
  /** `vertical` separates items in a row (filters, footer links); it takes the row's height. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A thin rule between groups of content, announced as a separator. Plain elements, the ones React
 * Aria's Separator renders (an `hr`; a `div` with the separator role when vertical), so it renders
 * on the server and ships no JS.
 */
export function Divider({ orientation = 'horizontal', weight }: DividerProps) {
  return orientation === 'vertical' ? (
    <div role="separator" aria-orientation="vertical" className={divider({ weight })} />
  ) : (
    <hr className={divider({ weight })} />
  );
}
