import {
  BREAKPOINTS_PX,
  deviceForWidth,
  isSmallScreen,
} from '../../../src/domain/navigation/viewport';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('viewport — §9 "Breakpoints: 600, 767, 1023 pixels" (D-DOM-17)', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('%s px is %s', (width, expected) => {
    expect(deviceForWidth(width)).toBe(expected);
  });

  it.each([
    [600, true],
    [601, false],
  ])('isSmallScreen(%s) is %s', (width, expected) => {
    expect(isSmallScreen(width)).toBe(expected);
  });
});

describe('viewport — §9 constants', () => {
  eachConstantIsAsQuoted([
    [
      '"Breakpoints: 600, 767, 1023 pixels"',
      BREAKPOINTS_PX,
      { small: 600, mobile: 767, tablet: 1023 },
    ],
  ]);
});
