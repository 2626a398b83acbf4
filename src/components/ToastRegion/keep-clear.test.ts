import { describe, expect, it } from 'vitest';
import { toastShift, type Box } from './keep-clear';

// A phone, 844 px tall: the strip under an 88 px header, two toasts (120 px) across the width.
const strip: Box = { top: 96, bottom: 216, left: 8, right: 382 };
const box = (top: number, bottom: number, left = 24, right = 366): Box => ({
  top,
  bottom,
  left,
  right,
});

describe('toastShift (docs/behaviour.md#toast-placement)', () => {
  it('stays under the header when nothing it must keep clear of is there', () => {
    expect(toastShift(strip, [box(400, 440), box(600, 800)], 844)).toBe(0);
  });

  it('moves just below a focused control it would cover', () => {
    // The control's bottom at 180: the toasts start 8 px below it.
    expect(toastShift(strip, [box(140, 180)], 844)).toBe(180 + 8 - 96);
  });

  it('skips a spot that would cover the next thing down, e.g. the action bar', () => {
    // Focus at 140-180, the action bar at 200-400: below the bar is the first free spot.
    expect(toastShift(strip, [box(140, 180), box(200, 400)], 844)).toBe(408 - 96);
  });

  it('goes below the lowest obstacle, or to the bottom edge, when nothing above is free', () => {
    // Focus at 100-700: the first free spot is 8 px under it.
    expect(toastShift(strip, [box(100, 700)], 844)).toBe(708 - 96);
    // Focus down to 715: 723 + 120 does not fit in 844, the bottom edge (716-836) does.
    expect(toastShift(strip, [box(100, 715)], 844)).toBe(844 - 8 - 120 - 96);
  });

  it('stays under the header when no spot is free', () => {
    expect(toastShift(strip, [box(100, 700), box(710, 830)], 844)).toBe(0);
  });

  it('ignores what is beside it: a desktop column on the right clears a field on the left', () => {
    const column: Box = { top: 80, bottom: 150, left: 998, right: 1350 };
    expect(toastShift(column, [box(90, 130, 200, 560)], 900)).toBe(0);
    expect(toastShift(column, [box(90, 130, 900, 1200)], 900)).toBe(130 + 8 - 80);
  });

  it('never covers what is kept clear always (the details bar), even when no spot is free', () => {
    // The bar under the header at 96-170, focus at 180-700, the action bar at 710-830: nothing is
    // free of all three, so the toasts go just below the bar, over the focused field.
    const bar = box(96, 170);
    expect(toastShift(strip, [box(180, 700), box(710, 830)], 844, [bar])).toBe(170 + 8 - 96);
    // With a spot free of everything, that one still wins: just below the bar here.
    expect(toastShift(strip, [box(300, 400)], 844, [bar])).toBe(170 + 8 - 96);
  });
});
