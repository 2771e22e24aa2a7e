import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleRotation } from './motion';

describe('the rotation clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('first ticks after the first delay, then every repeat delay', () => {
    const tick = vi.fn();
    scheduleRotation(tick, 5000, 5000);
    vi.advanceTimersByTime(4999);
    expect(tick).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4999);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(15000);
    expect(tick).toHaveBeenCalledTimes(5);
  });

  it('keeps the two delays apart', () => {
    const tick = vi.fn();
    scheduleRotation(tick, 1000, 3000);
    vi.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2999);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('stops when cancelled, before or after the first tick', () => {
    const early = vi.fn();
    scheduleRotation(early, 5000, 5000)();
    vi.advanceTimersByTime(20000);
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const stop = scheduleRotation(late, 5000, 5000);
    vi.advanceTimersByTime(10000);
    stop();
    vi.advanceTimersByTime(20000);
    expect(late).toHaveBeenCalledTimes(2);
  });
});
