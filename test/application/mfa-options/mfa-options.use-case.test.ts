import type { MfaOptionsState } from '../../../src/application/mfa-options/mfa-options.state';
import { MfaOptions } from '../../../src/application/mfa-options/mfa-options.use-case';
import {
  recoveryCodesFile,
  toMfaOptionsViewModel,
} from '../../../src/application/mfa-options/mfa-options.view-model';
import { FakeMfaOptionsGateway, rejected } from './fake-mfa-options-gateway';
import * as E from 'fp-ts/Either';
import { FakePasskeys } from '../fakes';
import type {
  PasskeyCredential,
  PasskeyPromptFailure,
} from '../../../src/application/ports/passkeys.port';

// Issue 28 "MFA Options": the page's decisions with the server's answers faked: the flag, adding
// an app in two steps with its first codes, the proof a protected change asks for (D-MFA-4), and
// the domain's checks before any call (D-MFA-2, D-MFA-5).

const ready = (state: MfaOptionsState) => {
  if (state.screen !== 'ready') throw new Error(`not ready: ${state.screen}`);
  return state;
};

const opened = async (prepare: (gateway: FakeMfaOptionsGateway) => void = () => undefined) => {
  const gateway = new FakeMfaOptionsGateway();
  const passkeys = new FakePasskeys();
  prepare(gateway);
  const store = new MfaOptions(gateway, passkeys);
  await store.open();
  return { gateway, store, passkeys };
};

const withApp = async () => {
  const setup = await opened();
  setup.store.startAddingApp();
  await setup.store.addApp('Phone');
  await setup.store.confirmApp('123456');
  setup.store.doneWithCodes();
  setup.gateway.calls.length = 0;
  return setup;
};

describe('MfaOptions: opening', () => {
  it.each([
    ['the factors', undefined, 'ready'],
    ['"not found" for a country without MFA', rejected(404, 'MFA_UNAVAILABLE'), 'unavailable'],
    ['a retry when the call fails', { code: 'service.networkFailure' } as const, 'error'],
  ])('shows %s', async (_case, failure, screen) => {
    const { store } = await opened((gateway) => {
      gateway.failNext = failure;
    });
    expect(store.snapshot.screen).toBe(screen);
  });
});

type PromptAnswer = E.Either<PasskeyPromptFailure, PasskeyCredential>;
const signed = (id: string): PromptAnswer => E.right({ id });

describe('MfaOptions: adding a passkey (D-MFA-12)', () => {
  it("names it, opens the browser's prompt with the server's options, and sends what it made", async () => {
    const { store, gateway, passkeys } = await opened();
    expect(ready(store.snapshot).canAddPasskey).toBe(true);
    store.startAddingPasskey();
    expect(ready(store.snapshot).task).toEqual({ kind: 'namingPasskey' });
    await store.addPasskey('  Work  laptop ');
    expect(passkeys.prompts).toEqual([
      {
        kind: 'create',
        options: { kind: 'passkeyOptions', json: { challenge: 'challenge-1' } },
        autofill: false,
      },
    ]);
    expect(gateway.calls).toEqual([
      'status',
      'startPasskey Work laptop',
      'confirmPasskey registration-1 new-credential',
      'status',
    ]);
    // The first factor: its recovery codes are shown once.
    const shown = ready(store.snapshot);
    expect(shown.task).toEqual({ kind: 'showingCodes', codes: ['aaaaa-bbbbb'] });
    expect(shown.notice).toBe('passkeyAdded');
  });

  it.each([
    ['closed or timed out', 'cancelled', 'mfa.passkey.cancelled'],
    ['already holding one for the account', 'alreadyAdded', 'mfa.passkey.alreadyAdded'],
  ] as const)(
    'says so when the prompt was %s, and keeps the name step open',
    async (_case, failure, message) => {
      const { store, gateway, passkeys } = await opened();
      passkeys.createAnswer = E.left(failure);
      store.startAddingPasskey();
      await store.addPasskey('Laptop');
      expect(ready(store.snapshot)).toMatchObject({
        task: { kind: 'namingPasskey' },
        error: message,
        busy: false,
      });
      expect(gateway.calls.some((call) => call.startsWith('confirmPasskey'))).toBe(false);
    },
  );

  it('asks for a proof first when the server wants one, then opens the prompt', async () => {
    const { store, gateway, passkeys } = await opened((fake) => {
      fake.proved = false;
    });
    store.startAddingPasskey();
    await store.addPasskey('Laptop');
    expect(ready(store.snapshot).task).toEqual({
      kind: 'proving',
      change: { kind: 'addPasskey', name: 'Laptop' },
    });
    expect(passkeys.prompts).toEqual([]);
    await store.prove({ password: 'secret' });
    expect(passkeys.prompts).toHaveLength(1);
    expect(gateway.calls).toContain('confirmPasskey registration-1 new-credential');
  });

  const proofs: [string, PromptAnswer, string | undefined, boolean][] = [
    ['signs, and the change follows', signed('credential'), undefined, true],
    ['is closed: the proof step says so', E.left('cancelled'), 'mfa.passkey.cancelled', false],
    ["is another user's passkey: refused", signed('stranger'), 'mfa.passkey.refused', false],
  ];
  it.each(proofs)(
    'proves who the user is with a passkey whose prompt %s',
    async (_case, answer, error, changed) => {
      const { store, gateway, passkeys } = await opened((fake) => {
        fake.proved = false;
      });
      passkeys.signAnswer = answer;
      store.startAddingApp();
      await store.addApp('Phone');
      await store.prove('passkey');
      expect(passkeys.prompts).toMatchObject([
        { kind: 'sign', options: { json: { challenge: 'proof' } }, autofill: false },
      ]);
      const shown = ready(store.snapshot);
      expect(shown.error).toBe(error);
      expect(shown.task.kind).toBe(changed ? 'scanning' : 'proving');
      expect(gateway.calls.includes('prove')).toBe(answer._tag === 'Right');
    },
  );

  it('is not offered by a browser without passkeys', async () => {
    const gateway = new FakeMfaOptionsGateway();
    const passkeys = new FakePasskeys();
    passkeys.supported = false;
    const store = new MfaOptions(gateway, passkeys);
    await store.open();
    expect(ready(store.snapshot).canAddPasskey).toBe(false);
  });
});

describe('MfaOptions: adding an authenticator app', () => {
  it('names it, shows its key, and turns MFA on with the first recovery codes once the code is right', async () => {
    const { store, gateway } = await opened();
    store.startAddingApp();
    expect(ready(store.snapshot).task).toEqual({ kind: 'naming' });
    await store.addApp('  Work   phone ');
    expect(gateway.calls).toContain('startApp Work phone');
    const scanning = toMfaOptionsViewModel(ready(store.snapshot));
    expect(scanning.task.kind).toBe('scanning');
    expect(scanning.keyGroups).toEqual([
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
    ]);

    await store.confirmApp('654321');
    expect(ready(store.snapshot)).toMatchObject({
      task: { kind: 'scanning' },
      error: 'mfa.code.incorrect',
    });
    await store.confirmApp('123 456');
    expect(ready(store.snapshot)).toMatchObject({
      task: { kind: 'showingCodes', codes: ['aaaaa-bbbbb'] },
      notice: 'appAdded',
    });
    store.doneWithCodes();
    const shown = toMfaOptionsViewModel(ready(store.snapshot));
    expect(shown).toMatchObject({ on: true, task: { kind: 'none' } });
    expect(shown.recoveryCodes).toEqual({ left: 10, level: 'enough' });
    expect(ready(store.snapshot).notice).toBe('appAdded');
  });

  it.each([
    ['a blank name', '   ', 'mfa.factorName.required'],
    ['a name over 64 characters', 'x'.repeat(65), 'mfa.factorName.tooLong'],
  ])('refuses %s before calling the server', async (_case, name, error) => {
    const { store, gateway } = await opened();
    store.startAddingApp();
    await store.addApp(name);
    expect(ready(store.snapshot)).toMatchObject({ task: { kind: 'naming' }, error });
    expect(gateway.calls).toEqual(['status']);
  });

  it('refuses a code that is not six digits before calling the server', async () => {
    const { store, gateway } = await opened();
    store.startAddingApp();
    await store.addApp('Phone');
    await store.confirmApp('12345');
    expect(ready(store.snapshot).error).toBe('mfa.code.incorrect');
    expect(gateway.calls).not.toContain('confirmApp');
  });
});

describe('MfaOptions: protected changes (D-MFA-4)', () => {
  it('asks for a proof when the server wants one, then makes the change by itself', async () => {
    const { store, gateway } = await withApp();
    gateway.proved = false;
    await store.renewCodes();
    expect(ready(store.snapshot).task).toEqual({ kind: 'proving', change: { kind: 'renewCodes' } });
    await store.prove({ password: 'wrong' });
    expect(ready(store.snapshot)).toMatchObject({
      task: { kind: 'proving' },
      error: 'mfa.proof.incorrect',
    });
    await store.prove({ password: 'secret' });
    expect(ready(store.snapshot)).toMatchObject({
      task: { kind: 'showingCodes', codes: ['ccccc-ddddd'] },
      notice: 'codesRenewed',
    });
    expect(gateway.calls).toEqual([
      'newRecoveryCodes',
      'prove',
      'prove',
      'newRecoveryCodes',
      'status',
    ]);
  });

  it('removes a factor after a confirmation; the last one turns MFA off', async () => {
    const { store } = await withApp();
    store.askToRemove('app-1');
    expect(toMfaOptionsViewModel(ready(store.snapshot)).taskFactorName).toBe('Phone');
    await store.remove('app-1');
    const after = ready(store.snapshot);
    expect(after).toMatchObject({ notice: 'removed', task: { kind: 'none' } });
    expect(toMfaOptionsViewModel(after).on).toBe(false);
  });

  it('turns MFA off after a confirmation', async () => {
    const { store } = await withApp();
    store.askToTurnOff();
    await store.turnOff();
    expect(ready(store.snapshot)).toMatchObject({ notice: 'turnedOff' });
    expect(toMfaOptionsViewModel(ready(store.snapshot)).on).toBe(false);
  });

  it('shows a refusal in the open task and keeps it open', async () => {
    const { store, gateway } = await withApp();
    store.askToRemove('app-1');
    gateway.failNext = rejected(404, 'MFA_FACTOR_UNKNOWN');
    await store.remove('app-1');
    expect(ready(store.snapshot)).toMatchObject({
      task: { kind: 'confirmingRemoval' },
      error: 'mfa.factor.unknown',
    });
    store.cancel();
    expect(ready(store.snapshot)).toMatchObject({ task: { kind: 'none' }, error: undefined });
  });
});

describe('MfaOptions: renaming', () => {
  it('sends the folded name and says it is saved', async () => {
    const { store, gateway } = await withApp();
    store.startRenaming('app-1');
    await store.rename('app-1', ' Pixel  8 ');
    expect(gateway.calls[0]).toBe('rename app-1 Pixel 8');
    expect(ready(store.snapshot).notice).toBe('renamed');
  });
});

describe('recoveryCodesFile', () => {
  it('is the title, a blank line and one code a line', () => {
    expect(recoveryCodesFile('Codes for Alex', ['a', 'b'])).toBe('Codes for Alex\n\na\nb\n');
  });
});
