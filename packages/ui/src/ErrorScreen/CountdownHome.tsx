'use client';

import { PlainButton } from '../Button/PlainButton';
import { secondsLeft } from '../Countdown/timer';
import { useCountdown } from '../Countdown/useCountdown';
import * as styles from './ErrorScreen.css';

export interface RedirectCountdownProps {
  durationMs: number;
  homeHref: string;
  /** How to go home; a full navigation by default. */
  onRedirect?: (href: string) => void;
  /** "You will be taken home in N seconds", formatted by the server part for each N from 0. */
  notices: readonly string[];
  pausedNotice: string;
  pauseLabel: string;
  resumeLabel: string;
}

function goTo(href: string) {
  window.location.assign(href);
}

/**
 * The countdown itself (`RedirectCountdown` loads it): the seconds left before going home and the
 * button that pauses or resumes them. A native button (no React Aria) and no react-intl: its words
 * come as props. The count starts when the page's scripts have run; a pause pressed before then is
 * not seen (the page then goes home 8 seconds after its scripts ran, as it would have without the
 * press).
 */
export default function CountdownHome({
  durationMs,
  homeHref,
  onRedirect = goTo,
  notices,
  pausedNotice,
  pauseLabel,
  resumeLabel,
}: RedirectCountdownProps) {
  const countdown = useCountdown(durationMs, () => onRedirect(homeHref));
  const seconds = secondsLeft(countdown.remainingMs);
  return (
    <div className={styles.countdown}>
      <p className={styles.notice} role="timer">
        {countdown.isPaused ? pausedNotice : (notices[seconds] ?? notices.at(-1))}
      </p>
      <PlainButton
        variant="ghost"
        size="sm"
        onClick={countdown.isPaused ? countdown.resume : countdown.pause}
      >
        {countdown.isPaused ? resumeLabel : pauseLabel}
      </PlainButton>
    </div>
  );
}
