import * as styles from './Button.css';

/**
 * The ring that turns in a busy button: `Button`'s, and a native `<button>`'s wearing its look
 * (quick add). Decorative; the progress bar around it is named.
 */
export function SpinnerGlyph() {
  return (
    <svg className={styles.spinnerSvg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" strokeOpacity="0.3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
