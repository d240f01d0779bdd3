'use client';

import { useIntl } from '@dar/i18n/react';
import { useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';

import { Button } from '../Button';
import * as styles from './SpinningWheel.css';
import {
  landingAngle,
  pointAt,
  segmentAngle,
  WHEEL_DURATION_MS,
  WHEEL_TURNS,
  wheelProblem,
} from './wheel';

declare const process: { env: { NODE_ENV?: string } } | undefined;
const isDevelopment = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

export interface WheelItem {
  id: string;
  /** The prize as the shopper reads it ("10% off sofas"). */
  label: string;
}

export interface SpinningWheelProps {
  /** At least 4 segments; clockwise from the top. */
  items: readonly WheelItem[];
  /** The segment to land on (decided by the server); a random one when not given. */
  winnerId?: string;
  onResult?: (item: WheelItem) => void;
  turns?: number;
  durationMs?: number;
  /** The button's text; "Spin the wheel" by default. */
  spinLabel?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's prize wheel (docs/product-spec.md §2, §9): spins `turns` full turns in `durationMs` and stops
 * with the chosen (or a random) segment under the pointer, then announces it. With reduced motion
 * it stops there at once, with the same result. Fewer than 4 items is a developer's mistake: it
 * throws in development and renders nothing in production.
 */
export function SpinningWheel({
  items,
  winnerId,
  onResult,
  turns = WHEEL_TURNS,
  durationMs = WHEEL_DURATION_MS,
  spinLabel,
}: SpinningWheelProps) {
  const intl = useIntl();
  const { direction } = useLocale();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState<WheelItem | null>(null);
  const [result, setResult] = useState<WheelItem | null>(null);
  const [animated, setAnimated] = useState(false);
  const settled = useRef<WheelItem | null>(null);

  const problem = wheelProblem(items.length);
  if (problem) {
    if (isDevelopment) throw new Error(problem);
    console.error(problem);
    return null;
  }

  const count = items.length;
  const angle = segmentAngle(count);
  const finish = (item: WheelItem) => {
    if (settled.current === item) return;
    settled.current = item;
    setSpinning(null);
    setResult(item);
    onResult?.(item);
  };
  const spin = () => {
    const found = items.findIndex((item) => item.id === winnerId);
    const index = found >= 0 ? found : Math.floor(Math.random() * count);
    const item = items[index];
    if (!item) return;
    settled.current = null;
    setResult(null);
    const reduced = prefersReducedMotion() || durationMs <= 0;
    setAnimated(!reduced);
    setRotation((current) => landingAngle(current, index, count, turns));
    if (reduced) finish(item);
    else setSpinning(item);
  };

  return (
    <div className={styles.root}>
      <div className={styles.stage}>
        <svg
          className={styles.wheel}
          viewBox="-100 -100 200 200"
          data-rotation={rotation}
          style={{
            transform: `rotate(${rotation}deg)`,
            transitionDuration: animated ? `${durationMs}ms` : '0ms',
          }}
          onTransitionEnd={() => spinning && finish(spinning)}
          aria-hidden="true"
        >
          {items.map((item, index) => {
            const tone = index % 2 === 0 ? 'even' : 'odd';
            const [x0, y0] = pointAt(index * angle, 96);
            const [x1, y1] = pointAt((index + 1) * angle, 96);
            const middle = (index + 0.5) * angle;
            const upsideDown = (((middle + rotation) % 360) + 360) % 360 > 180;
            return (
              <g key={item.id} data-id={item.id}>
                <path
                  className={styles.segment[tone]}
                  d={`M0 0L${x0} ${y0}A96 96 0 0 1 ${x1} ${y1}Z`}
                />
                {/*
                  Along the radius, ending near the rim so a long label reaches towards the hub;
                  on the left half of the wheel at rest it is turned over so it never reads
                  upside down.
                */}
                <text
                  className={`${styles.labelText} ${styles.label[tone]}`}
                  transform={`rotate(${middle - 90}) translate(88 0)${upsideDown ? ' rotate(180)' : ''}`}
                  // Anchored at the rim: the label's right edge there, or its left edge when
                  // turned over; which of start and end that is depends on the script.
                  textAnchor={!upsideDown === (direction === 'ltr') ? 'end' : 'start'}
                  dominantBaseline="central"
                  direction={direction}
                >
                  {item.label}
                </text>
              </g>
            );
          })}
          <circle className={styles.rim} r="97" />
          <circle className={styles.hub} r="12" />
        </svg>
        <svg className={styles.pointer} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 2h16L12 22z" />
        </svg>
      </div>
      {/*
        Pending, not disabled, while it turns: a disabled button drops focus to the page's body,
        where a dialog's Escape no longer reaches it and focus has nowhere to return from.
      */}
      <Button onPress={spin} isPending={spinning !== null} size="lg">
        {spinLabel ?? intl.formatMessage({ id: 'ui.wheel.spin' })}
      </Button>
      <p className={styles.result} aria-live="polite">
        {result && intl.formatMessage({ id: 'ui.wheel.result' }, { label: result.label })}
      </p>
    </div>
  );
}
