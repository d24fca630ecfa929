import axeCore from 'axe-core';
import { configureAxe } from 'jest-axe';
import { AXE_RULES_LEFT_OUT } from '../axe-rules';

/**
 * jest-axe with every rule the portal is held to switched on (test/axe-rules.ts), as the journeys
 * run it (test/e2e/browser.ts, D-SUITE-1). jest-axe leaves the colour rules off, since jsdom
 * computes no colours; the journeys check them in Chromium.
 */
export const axe = configureAxe({
  rules: Object.fromEntries(
    axeCore
      .getRules()
      .filter((rule) => !AXE_RULES_LEFT_OUT.includes(rule.ruleId))
      .map((rule) => [rule.ruleId, { enabled: !rule.tags.includes('cat.color') }]),
  ),
});
