'use client';

import { useLayoutEffect, useRef } from 'react';
import { SliderThumb } from 'react-aria-components';

import * as styles from './Slider.css';

/** Formats a value for display and for screen readers ("٢٬٥٠٠ ج.م."). */
export type SliderFormatter = (value: number) => string;

interface ThumbProps {
  index: number;
  value: number;
  formatValue?: SliderFormatter;
  /** Names a thumb of a range ("From", "To"); the slider's label is read before it. */
  'aria-label'?: string;
}

/**
 * A thumb whose announced value uses the caller's formatter. React Aria only knows
 * Intl.NumberFormat options for `aria-valuetext`, so the formatted text is written onto its input
 * after each render that changes the value.
 */
export function Thumb({ index, value, formatValue, 'aria-label': ariaLabel }: ThumbProps) {
  const input = useRef<HTMLInputElement>(null);
  const text = formatValue?.(value);
  useLayoutEffect(() => {
    if (text !== undefined) input.current?.setAttribute('aria-valuetext', text);
  });
  return (
    <SliderThumb index={index} inputRef={input} aria-label={ariaLabel} className={styles.thumb} />
  );
}
