'use client';

import { useIntl } from '@dar/i18n/react';
import type { Ref } from 'react';
import {
  Label,
  Slider as AriaSlider,
  SliderOutput,
  type SliderProps as AriaSliderProps,
  SliderTrack,
} from 'react-aria-components';

import { Thumb, type SliderFormatter } from '../Slider/parts';
import * as styles from '../Slider/Slider.css';
import * as fieldStyles from '../TextField/TextField.css';

export interface RangeSliderProps extends Omit<
  AriaSliderProps<number[]>,
  'children' | 'className' | 'style' | 'render' | 'orientation'
> {
  /** What is chosen ("Price", "Width"). */
  label: string;
  /** How each end is written, shown and read out, e.g. a price through `formatMoney`. */
  formatValue?: SliderFormatter;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A from–to range on one track (the price filter). The two thumbs cannot cross; each is read as
 * "Price, From" / "Price, To" with its formatted value. Arrow keys follow the reading direction and
 * the chosen span is filled, growing from the right in Arabic.
 */
export function RangeSlider({ label, formatValue, ...props }: RangeSliderProps) {
  const intl = useIntl();
  return (
    <AriaSlider {...props} className={styles.root}>
      <div className={styles.header}>
        <Label className={fieldStyles.label}>{label}</Label>
        <SliderOutput className={styles.output}>
          {({ state }) => {
            const end = (index: number) =>
              formatValue?.(state.values[index] ?? 0) ?? state.getThumbValueLabel(index);
            return intl.formatMessage({ id: 'ui.range.value' }, { from: end(0), to: end(1) });
          }}
        </SliderOutput>
      </div>
      <SliderTrack className={styles.track}>
        {({ state }) => {
          const start = state.getThumbPercent(0) * 100;
          const end = state.getThumbPercent(1) * 100;
          return (
            <>
              <div className={styles.rail} />
              <div
                className={styles.fill}
                style={{ insetInlineStart: `${start}%`, inlineSize: `${end - start}%` }}
              />
              <Thumb
                index={0}
                value={state.values[0] ?? 0}
                formatValue={formatValue}
                aria-label={intl.formatMessage({ id: 'ui.range.from' })}
              />
              <Thumb
                index={1}
                value={state.values[1] ?? 0}
                formatValue={formatValue}
                aria-label={intl.formatMessage({ id: 'ui.range.to' })}
              />
            </>
          );
        }}
      </SliderTrack>
    </AriaSlider>
  );
}
