import fs from 'node:fs';
import path from 'node:path';

// The pages a newcomer reads for the demo accounts and the configuration (issue 31 item 6), read
// the way the tests that keep them true to the code need them.

const ROOT = path.resolve(__dirname, '../..');

export const readDoc = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** docs/demo-accounts.md: each account of the list, as its item names it (`- \`email\`: …`). */
export const listedDemoAccounts = (): readonly string[] =>
  [...readDoc('docs/demo-accounts.md').matchAll(/^- `([^`\s]+@[^`\s]+)`:/gm)].map(
    ([, email = '']) => email,
  );

/** The item of docs/demo-accounts.md that describes one account, its lines joined. */
export const demoAccountItem = (email: string): string => {
  const items = readDoc('docs/demo-accounts.md').split(/\n(?=- )/);
  const item = items.find((text) => text.startsWith(`- \`${email}\`:`)) ?? '';
  return item.replace(/\s+/g, ' ');
};

/** docs/configuration.md: every variable it lists, as its item names it (`- \`NAME\` …`). */
export const listedVariables = (): readonly string[] =>
  [...readDoc('docs/configuration.md').matchAll(/^- `([A-Z][A-Z0-9_]*)`/gm)].map(
    ([, name = '']) => name,
  );

/** What docs/demo-accounts.md prints for mfa.user: the app's key (spaces out) and recovery codes. */
export const printedMfaFactors = (): { appKey: string; recoveryCodes: readonly string[] } => {
  const item = demoAccountItem('mfa.user@example.com');
  const [, key = ''] = /holding the key `([A-Z2-7 ]+)`/.exec(item) ?? [];
  const codes = [...item.matchAll(/recovery code `([^`]+)`/g)].map(([, code = '']) => code);
  return { appKey: key.replace(/ /g, ''), recoveryCodes: codes };
};
