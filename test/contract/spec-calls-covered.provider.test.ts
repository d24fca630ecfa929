import fs from 'node:fs';
import path from 'node:path';
import { PACT_FILE, ROOT } from './provider-under-test';
import { SPEC_CALLS } from './spec-calls';

interface PactInteraction {
  readonly description: string;
  readonly request: { readonly method: string; readonly path: string };
}

const interactions = (): readonly PactInteraction[] =>
  (JSON.parse(fs.readFileSync(PACT_FILE, 'utf8')) as { interactions: PactInteraction[] })
    .interactions;

const readme = (): string => fs.readFileSync(path.join(ROOT, 'contracts', 'README.md'), 'utf8');

describe('the pact file covers every call of spec §7 (issue 5 "none is missing")', () => {
  it.each(SPEC_CALLS.map((call) => [call.spec, call] as const))(
    '%s has an interaction',
    (_spec, call) => {
      const matching = interactions().filter(
        (interaction) =>
          interaction.request.method === call.method && call.path.test(interaction.request.path),
      );
      expect(matching.map((interaction) => interaction.description)).not.toEqual([]);
    },
  );

  it('holds no call outside that list', () => {
    const unlisted = interactions().filter(
      (interaction) =>
        !SPEC_CALLS.some(
          (call) =>
            call.method === interaction.request.method && call.path.test(interaction.request.path),
        ),
    );
    expect(
      unlisted.map((interaction) => `${interaction.request.method} ${interaction.request.path}`),
    ).toEqual([]);
  });

  it('is described interaction by interaction in contracts/README.md', () => {
    const text = readme();
    const missing = interactions().filter((interaction) => !text.includes(interaction.description));
    expect(missing.map((interaction) => interaction.description)).toEqual([]);
  });
});
