import { BREAKPOINTS_PX } from '../../../src/domain/navigation/viewport';
import { eachConstantIsAsQuoted } from '../constant-rows';

// Which width is which device (D-DOM-17) is applied by the screens' media queries, tested in
// test/ui/theme-breakpoints.test.ts.

describe('viewport — §9 constants', () => {
  eachConstantIsAsQuoted([
    [
      '"Breakpoints: 600, 767, 1023 pixels"',
      BREAKPOINTS_PX,
      { small: 600, mobile: 767, tablet: 1023 },
    ],
  ]);
});
