import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createCountdown, secondsLeft } from './timer';

describe('createCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls onDone once when the time is up, not before', () => {
    const onDone = vi.fn();
    const countdown = createCountdown(8000, { onDone });
    vi.advanceTimersByTime(7900);
    expect(onDone).not.toHaveBeenCalled();
    expect(secondsLeft(countdown.getState().remainingMs)).toBe(1);
    vi.advanceTimersByTime(200);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(countdown.getState()).toEqual({ remainingMs: 0, isPaused: false, isDone: true });
    vi.advanceTimersByTime(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('counts the seconds down for the screen', () => {
    const countdown = createCountdown(8000);
    expect(secondsLeft(countdown.getState().remainingMs)).toBe(8);
    vi.advanceTimersByTime(1000);
    expect(secondsLeft(countdown.getState().remainingMs)).toBe(7);
    vi.advanceTimersByTime(2500);
    expect(secondsLeft(countdown.getState().remainingMs)).toBe(5);
  });

  it('stands still while paused and goes on from there when resumed', () => {
    const onDone = vi.fn();
    const countdown = createCountdown(8000, { onDone });
    vi.advanceTimersByTime(3000);
    countdown.pause();
    expect(countdown.getState()).toMatchObject({ remainingMs: 5000, isPaused: true });
    vi.advanceTimersByTime(60_000);
    expect(onDone).not.toHaveBeenCalled();
    expect(countdown.getState().remainingMs).toBe(5000);
    countdown.resume();
    vi.advanceTimersByTime(4900);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers about changes and never fires after dispose', () => {
    const onDone = vi.fn();
    const listener = vi.fn();
    const countdown = createCountdown(2000, { onDone });
    countdown.subscribe(listener);
    vi.advanceTimersByTime(500);
    expect(listener).toHaveBeenCalled();
    countdown.dispose();
    vi.advanceTimersByTime(5000);
    expect(onDone).not.toHaveBeenCalled();
  });
});
