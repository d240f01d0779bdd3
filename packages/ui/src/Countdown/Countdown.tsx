'use client';

import { useIntl } from '@dar/i18n/react';

import { secondsLeft } from './timer';
import { useCountdown } from './useCountdown';

export interface CountdownProps {
  /** How long to count, e.g. 60 000 before a code can be sent again. */
  durationMs: number;
  /** When the time is up (enable "Resend code"). */
  onDone?: () => void;
  className?: string;
}

/**
 * The time left as minutes and seconds ("0:45", "٠:٤٥" in Arabic), in a timer element that screen
 * readers can query but that does not interrupt them every second.
 */
export function Countdown({ durationMs, onDone, className }: CountdownProps) {
  const intl = useIntl();
  const { remainingMs } = useCountdown(durationMs, onDone);
  const seconds = secondsLeft(remainingMs);
  const text = `${intl.formatNumber(Math.floor(seconds / 60))}:${intl.formatNumber(seconds % 60, {
    minimumIntegerDigits: 2,
  })}`;
  return (
    <span role="timer" className={className} dir="ltr">
      {text}
    </span>
  );
}
