import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { version as axeVersion } from 'axe-core/package.json';
import { AXE_SOURCE, axeRuleIds, launchChromium, runAxe } from './browser';

jest.setTimeout(120_000);

// The journeys' axe check runs axe in the page and collects violations only (browser.ts): it must
// find exactly what @axe-core/playwright's default mode finds with the same rules, node for node,
// and those rules include the experimental ones, Label in Name among them. The reference runs
// the project's axe-core too: @axe-core/playwright stays on 4.13 for Node 20 (docs/stack.md).

const PAGE_WITH_VIOLATIONS = `<!doctype html><html lang="en"><title>t</title><body>
  <main><h1>Violations</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button>
  <div role="bogus">x</div><a href="#"></a><input type="text"><input type="text">
  <p style="color:#ddd;background:#fff">low contrast</p>
  <button aria-label="Submit the form">Send</button><div tabindex="0">focusable</div></main>
  <div>outside every landmark</div></body></html>`;

/** Each violation as `rule-id node-selector`, one line per node. */
const violatingNodes = (results: AxeResults): string[] =>
  results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`),
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

it('finds every violation the default mode finds, node for node', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(PAGE_WITH_VIOLATIONS);
  const fast = violatingNodes(await runAxe(page));
  const rules = await axeRuleIds(page);
  const reference = violatingNodes(
    await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withRules(rules).analyze(),
  );

  expect(fast).toEqual(reference);
  expect(
    await page.evaluate(() => (window as unknown as { axe: { version: string } }).axe.version),
  ).toBe(axeVersion);
  expect(fast.map((line) => line.split(' ')[0])).toEqual(
    expect.arrayContaining([
      'aria-roles',
      'button-name',
      'color-contrast',
      'image-alt',
      'label',
      'label-content-name-mismatch',
      'focus-order-semantics',
    ]),
  );
  await context.close();
});
