/** How often the remaining time is re-read: often enough that the shown second never lags. */
export const COUNTDOWN_TICK_MS = 250;

export interface CountdownState {
  remainingMs: number;
  isPaused: boolean;
  isDone: boolean;
}

export interface Countdown {
  getState(): CountdownState;
  subscribe(listener: () => void): () => void;
  pause(): void;
  resume(): void;
  /** Stops for good without calling `onDone` (the component went away). */
  dispose(): void;
}

/**
 * A pausable countdown (the error page's way home, the code-resend timer). Time is measured with
 * the clock, not by counting ticks, so a slow tab does not stretch it; `onDone` runs once.
 */
export function createCountdown(
  durationMs: number,
  { onDone, tickMs = COUNTDOWN_TICK_MS }: { onDone?: () => void; tickMs?: number } = {},
): Countdown {
  let state: CountdownState = { remainingMs: durationMs, isPaused: false, isDone: durationMs <= 0 };
  let endsAt = Date.now() + durationMs;
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: CountdownState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    const remainingMs = Math.max(0, endsAt - Date.now());
    if (remainingMs === 0) {
      stopTimer();
      set({ remainingMs: 0, isPaused: false, isDone: true });
      onDone?.();
    } else if (remainingMs !== state.remainingMs) {
      set({ ...state, remainingMs });
    }
  };
  const startTimer = () => {
    stopTimer();
    timer = setInterval(tick, Math.min(tickMs, Math.max(1, state.remainingMs)));
  };

  if (state.isDone) queueMicrotask(() => onDone?.());
  else startTimer();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pause() {
      if (state.isPaused || state.isDone) return;
      stopTimer();
      set({ ...state, remainingMs: Math.max(0, endsAt - Date.now()), isPaused: true });
    },
    resume() {
      if (!state.isPaused || state.isDone) return;
      endsAt = Date.now() + state.remainingMs;
      set({ ...state, isPaused: false });
      startTimer();
    },
    dispose() {
      stopTimer();
      listeners.clear();
    },
  };
}

/** Whole seconds left, rounded up: "1" until the very end, never "0" while time remains. */
export const secondsLeft = (remainingMs: number) => Math.ceil(remainingMs / 1000);
