/**
 * Runs `run` once the page has loaded and the browser is idle (Safari has no
 * requestIdleCallback: a short timeout after the load event stands in); returns a cancel.
 */
export function whenIdle(run: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    const onIdle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined;
    if (onIdle) {
      const handle = onIdle(run, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 200);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
