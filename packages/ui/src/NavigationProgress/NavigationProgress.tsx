import * as styles from './NavigationProgress.css';

export interface NavigationProgressProps {
  /** A navigation is under way: the bar shows; otherwise nothing renders. */
  active: boolean;
  /** What the bar stands for, in the page's language ("Loading"): its accessible name. */
  label: string;
}

/**
 * A thin bar along the top of the window while the next page loads (the app's router has a
 * navigation pending), so a press on a link shows at once that it was taken. No state of its own:
 * the app renders it with its router's pending state, so it renders on the server as well.
 */
export function NavigationProgress({ active, label }: NavigationProgressProps) {
  if (!active) return null;
  return (
    <div role="progressbar" aria-label={label} aria-valuetext={label} className={styles.track}>
      <div className={styles.bar} />
    </div>
  );
}
