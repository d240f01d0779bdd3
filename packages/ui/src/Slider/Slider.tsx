'use client';

import type { Ref } from 'react';
import {
  Label,
  Slider as AriaSlider,
  SliderOutput,
  type SliderProps as AriaSliderProps,
  SliderTrack,
} from 'react-aria-components';

import * as fieldStyles from '../TextField/TextField.css';
import { Thumb, type SliderFormatter } from './parts';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<
  AriaSliderProps<number>,
  'children' | 'className' | 'style' | 'render' | 'orientation'
> {
  /** What is chosen ("Maximum price", "Seat height"). */
  label: string;
  /**
   * How a value is written, shown and read out, e.g. a price through `formatMoney`. Without it
   * React Aria formats the number for the locale with `formatOptions`.
   */
  formatValue?: SliderFormatter;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One value on a scale. Arrow keys follow the reading direction (Left raises the value in
 * Arabic), Page Up/Down take bigger steps, Home and End go to the ends; the track fills from the
 * start edge, the right in Arabic.
 */
export function Slider({ label, formatValue, ...props }: SliderProps) {
  return (
    <AriaSlider {...props} className={styles.root}>
      <div className={styles.header}>
        <Label className={fieldStyles.label}>{label}</Label>
        <SliderOutput className={styles.output}>
          {({ state }) => formatValue?.(state.values[0] ?? 0) ?? state.getThumbValueLabel(0)}
        </SliderOutput>
      </div>
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div className={styles.rail} />
            <div
              className={styles.fill}
              style={{ insetInlineStart: 0, inlineSize: `${state.getThumbPercent(0) * 100}%` }}
            />
            <Thumb index={0} value={state.values[0] ?? 0} formatValue={formatValue} />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
