import { describe, expect, it } from 'vitest';
import { openerOffset, SWIPE, swipeResult } from './swipe';

const drag = (startX: number, startY: number, x: number, y: number) => ({ startX, startY, x, y });

describe('sidebar swipes', () => {
  it('use the spec’s numbers', () => {
    expect(SWIPE.threshold).toBe(20);
    expect(SWIPE.maxSlope).toBe(0.8);
    expect(SWIPE.openerLimit).toBe(295);
  });

  it('open on a drag of more than 20px rightwards from the left edge', () => {
    expect(swipeResult(drag(5, 300, 26, 300), false)).toBe('open');
    expect(swipeResult(drag(5, 300, 25, 300), false)).toBeNull();
    expect(swipeResult(drag(200, 300, 300, 300), false)).toBeNull(); // not from the edge
    expect(swipeResult(drag(5, 300, 100, 300), true)).toBeNull(); // already open
  });

  it('close on a drag of more than 20px leftwards, from anywhere', () => {
    expect(swipeResult(drag(250, 300, 229, 300), true)).toBe('close');
    expect(swipeResult(drag(250, 300, 230, 300), true)).toBeNull();
    expect(swipeResult(drag(250, 300, 100, 300), false)).toBeNull();
  });

  it('count only drags with a slope under 0.8', () => {
    expect(swipeResult(drag(5, 300, 105, 379), false)).toBe('open'); // 0.79
    expect(swipeResult(drag(5, 300, 105, 380), false)).toBeNull(); // 0.8
    expect(swipeResult(drag(250, 300, 150, 221), true)).toBe('close');
    expect(swipeResult(drag(250, 300, 150, 200), true)).toBeNull();
  });

  it('pull the sidebar with the finger up to 295px, then hold it fully open', () => {
    expect(openerOffset(drag(5, 300, 105, 300))).toBe(100);
    expect(openerOffset(drag(5, 300, 299, 300))).toBe(294);
    expect(openerOffset(drag(5, 300, 400, 300))).toBe(295);
    expect(openerOffset(drag(5, 300, 105, 400))).toBeNull();
    expect(openerOffset(drag(5, 300, 0, 300))).toBeNull();
    expect(openerOffset(drag(100, 300, 200, 300))).toBeNull();
  });
});
