'use client';

import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  'children' | 'className' | 'style' | 'render' | 'isIndeterminate'
> {
  /** What is progressing ("Uploading photos"); shown above the bar. */
  label: string;
}

/**
 * How far along a known task is (photo upload, free-delivery threshold). The value is announced and
 * shown in the page's numerals by React Aria; for unknown durations use Spinner.
 */
export function ProgressBar({ label, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.root}>
      {({ percentage = 0, valueText }) => (
        <>
          <Label className={styles.label}>{label}</Label>
          <span className={styles.value}>{valueText}</span>
          <span className={styles.track}>
            <span className={styles.fill} style={{ inlineSize: `${percentage}%` }} />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
