'use client';

import type { ReactNode, Ref } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';

import * as styles from './Switch.css';

export interface SwitchProps extends Omit<
  AriaSwitchProps,
  'children' | 'className' | 'style' | 'render'
> {
  /** What turns on ("Email me about offers", "Show prices with VAT"). */
  children: ReactNode;
  ref?: Ref<HTMLLabelElement>;
}

/**
 * An on/off setting that applies at once (unlike a checkbox, which is submitted with a form). The
 * thumb travels towards the end of the line: right in English, left in Arabic.
 */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={styles.root}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
