'use client';

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
  // The running countdown as soon as it exists, for a press between its start and the render
  // that shows it.
  const current = useRef<Countdown | null>(null);
  // A pause pressed before the countdown has started (its effect has not run yet: a press right
  // after the first render) is kept, shown, and applied when it starts.
  const [pausedEarly, setPausedEarly] = useState(false);
  const pausedEarlyRef = useRef(false);
  useEffect(() => {
    if (durationMs === null) return;
    const created = createCountdown(durationMs, { onDone: () => done.current?.() });
    if (pausedEarlyRef.current) created.pause();
    pausedEarlyRef.current = false;
    setPausedEarly(false);
    current.current = created;
    setCountdown(created);
    return () => {
      created.dispose();
      current.current = null;
      setCountdown(null);
    };
  }, [durationMs]);
  const state = useSyncExternalStore(
    countdown?.subscribe ?? noop,
    () => countdown?.getState() ?? idle,
    () => idle,
  );
  const setEarly = (paused: boolean) => {
    pausedEarlyRef.current = paused;
    setPausedEarly(paused);
  };
  return {
    ...state,
    // Before the effect runs, show the full time rather than nothing.
    remainingMs: countdown ? state.remainingMs : (durationMs ?? 0),
    isPaused: countdown ? state.isPaused : pausedEarly,
    pause: () => (current.current ? current.current.pause() : setEarly(true)),
    resume: () => (current.current ? current.current.resume() : setEarly(false)),
  };
}
