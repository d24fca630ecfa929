import axeCore from 'axe-core';
import { configureAxe } from 'jest-axe';

/**
 * jest-axe with every rule axe has switched on, experimental ones (Label in Name) and best
 * practices included, as the journeys run it (test/e2e/browser.ts, D-SUITE-1). jest-axe leaves
 * the colour rules off, since jsdom computes no colours; the journeys check them in Chromium.
 */
export const axe = configureAxe({
  rules: Object.fromEntries(
    axeCore
      .getRules()
      .filter((rule) => rule.ruleId !== 'color-contrast-enhanced')
      .map((rule) => [rule.ruleId, { enabled: !rule.tags.includes('cat.color') }]),
  ),
});
