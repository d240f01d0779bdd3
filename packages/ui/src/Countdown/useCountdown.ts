import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { type Countdown, type CountdownState, createCountdown } from './timer';

const idle: CountdownState = { remainingMs: 0, isPaused: false, isDone: false };
const noop = () => () => {};

/**
 * A countdown bound to a component: starts on mount (and again when `durationMs` changes), stops
 * on unmount; `null` means no countdown. `onDone` may change between renders without restarting it.
 */
export function useCountdown(durationMs: number | null, onDone?: () => void) {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const [countdown, setCountdown] = useState<Countdown | null>(null);
  useEffect(() => {
    if (durationMs === null) return;
    const created = createCountdown(durationMs, { onDone: () => done.current?.() });
    setCountdown(created);
    return () => {
      created.dispose();
      setCountdown(null);
    };
  }, [durationMs]);
  const state = useSyncExternalStore(
    countdown?.subscribe ?? noop,
    () => countdown?.getState() ?? idle,
    () => idle,
  );
  return {
    ...state,
    // Before the effect runs, show the full time rather than nothing.
    remainingMs: countdown ? state.remainingMs : (durationMs ?? 0),
    pause: () => countdown?.pause(),
    resume: () => countdown?.resume(),
  };
}
