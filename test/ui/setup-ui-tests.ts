import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

// A page's first render loads its lazy parts (the frame, dialogs) through the module system; on a
// loaded two-core CI machine that can take seconds. The margins keep slowness from failing a test;
// a test that waits for something that never comes still fails.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });
