import { Separator } from 'react-aria-components';
import { divider, type DividerVariants } from './Divider.css';

export interface DividerProps extends DividerVariants {
  /** `vertical` separates items in a row (filters, footer links); it takes the row's height. */
  orientation?: 'horizontal' | 'vertical';
}

/** A thin rule between groups of content, announced as a separator. */
export function Divider({ orientation = 'horizontal', weight }: DividerProps) {
  return (
    <Separator
      orientation={orientation}
      elementType={orientation === 'vertical' ? 'div' : 'hr'}
      className={divider({ weight })}
    />
  );
}
