import { describe, expect, it } from 'vitest';

import {
  CANCELLATION_REASONS,
  isCancellable,
  ORDER_STATES,
  orderStateTone,
  timelineSteps,
} from './orders';

const summary = (steps: ReturnType<typeof timelineSteps>) =>
  steps.map(({ state, status, at }) => `${state}:${status}${at ? `@${at.slice(0, 10)}` : ''}`);

describe('timelineSteps', () => {
  it('shows the states reached with their dates, the current one, and the way still ahead', () => {
    const steps = timelineSteps('CONFIRMED', [
      { state: 'ORDERED', at: '2026-03-01T10:00:00Z' },
      { state: 'CONFIRMED', at: '2026-03-02T09:00:00Z' },
    ]);
    expect(summary(steps)).toEqual([
      'ORDERED:done@2026-03-01',
      'CONFIRMED:current@2026-03-02',
      'IN_PROGRESS:upcoming',
      'READY_TO_SHIP:upcoming',
      'SHIPPED:upcoming',
      'DELIVERED:upcoming',
    ]);
  });

  it('keeps a skipped state out of the path the order really took', () => {
    const steps = timelineSteps('SHIPPED', [
      { state: 'ORDERED', at: '2026-03-01T10:00:00Z' },
      { state: 'SHIPPED', at: '2026-03-03T10:00:00Z' },
    ]);
    expect(summary(steps)).toEqual([
      'ORDERED:done@2026-03-01',
      'SHIPPED:current@2026-03-03',
      'DELIVERED:upcoming',
    ]);
  });

  it('stops at a cancellation: nothing ahead', () => {
    const steps = timelineSteps('CANCELLED', [
      { state: 'ORDERED', at: '2026-03-01T10:00:00Z' },
      { state: 'CONFIRMED', at: '2026-03-02T10:00:00Z' },
      { state: 'CANCELLED', at: '2026-03-02T12:00:00Z' },
    ]);
    expect(summary(steps)).toEqual([
      'ORDERED:done@2026-03-01',
      'CONFIRMED:done@2026-03-02',
      'CANCELLED:current@2026-03-02',
    ]);
  });

  it('continues a return after delivery, with its end ahead', () => {
    const steps = timelineSteps('BEING_RETURNED', [
      { state: 'ORDERED', at: '2026-03-01T10:00:00Z' },
      { state: 'DELIVERED', at: '2026-03-05T10:00:00Z' },
      { state: 'BEING_RETURNED', at: '2026-03-09T10:00:00Z' },
    ]);
    expect(summary(steps).slice(-2)).toEqual([
      'BEING_RETURNED:current@2026-03-09',
      'RETURNED:upcoming',
    ]);
  });

  it('keeps a state reached twice (a refused return goes back to delivered)', () => {
    const steps = timelineSteps('DELIVERED', [
      { state: 'DELIVERED', at: '2026-03-05T10:00:00Z' },
      { state: 'BEING_RETURNED', at: '2026-03-09T10:00:00Z' },
      { state: 'DELIVERED', at: '2026-03-10T10:00:00Z' },
    ]);
    expect(summary(steps)).toEqual([
      'DELIVERED:done@2026-03-05',
      'BEING_RETURNED:done@2026-03-09',
      'DELIVERED:current@2026-03-10',
    ]);
  });

  it('without history, shows the path that must have led there, undated', () => {
    expect(summary(timelineSteps('READY_TO_SHIP'))).toEqual([
      'ORDERED:done',
      'CONFIRMED:done',
      'IN_PROGRESS:done',
      'READY_TO_SHIP:current',
      'SHIPPED:upcoming',
      'DELIVERED:upcoming',
    ]);
    expect(summary(timelineSteps('REJECTED'))).toEqual(['ORDERED:done', 'REJECTED:current']);
    expect(summary(timelineSteps('FIXED')).slice(-3)).toEqual([
      'DELIVERED:done',
      'BEING_FIXED:done',
      'FIXED:current',
    ]);
  });

  it('adds the current state when the history has not caught up with it', () => {
    const steps = timelineSteps('CONFIRMED', [{ state: 'ORDERED', at: '2026-03-01T10:00:00Z' }]);
    expect(summary(steps).slice(0, 2)).toEqual(['ORDERED:done@2026-03-01', 'CONFIRMED:current']);
  });
});

describe('order states', () => {
  it('are the 14 of docs/product-spec.md §4 and the 7 cancellation reasons, as the Shop API names them', () => {
    expect(ORDER_STATES).toHaveLength(14);
    expect(CANCELLATION_REASONS).toEqual([
      'WANT_ANOTHER_PRODUCT',
      'CHANGED_MIND',
      'TOO_EXPENSIVE',
      'LOW_QUALITY',
      'SHIPPING_TOO_SLOW',
      'PAYMENT_REJECTED',
      'NO_REASON',
    ]);
  });

  it('can be cancelled only before shipping', () => {
    expect(ORDER_STATES.filter(isCancellable)).toEqual([
      'ORDERED',
      'CONFIRMED',
      'IN_PROGRESS',
      'READY_TO_SHIP',
    ]);
  });

  it('read as stopped, under way or arrived', () => {
    expect(orderStateTone('CANCELLED')).toBe('danger');
    expect(orderStateTone('REJECTED')).toBe('danger');
    expect(orderStateTone('BEING_EXCHANGED')).toBe('warning');
    expect(orderStateTone('DELIVERED')).toBe('success');
    expect(orderStateTone('IN_PROGRESS')).toBe('info');
  });
});
