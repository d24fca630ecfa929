import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { validateFactorName } from '../../domain/mfa/factor-names';
import { readTotpCode } from '../../domain/mfa/one-time-codes';
import { Store } from '../view-model-store';
import type { IdentityProof, MfaOptionsGateway } from '../ports/mfa-options-gateway.port';
import type { Passkeys } from '../ports/passkeys.port';
import {
  added,
  changeMade,
  messageOf,
  passkeyProof,
  rejectedWith,
  type ChangeError,
  type ChangeOutcome,
} from './mfa-changes';
import type {
  MfaErrorMessageId,
  MfaNotice,
  MfaOptionsReady,
  MfaOptionsState,
  MfaTask,
  ProtectedChange,
} from './mfa-options.state';

/**
 * MFA Options (spec §2 /mfa, issue 28): the user's factors and recovery codes, and the changes to
 * them. A protected change the server refuses for want of a recent proof asks for the password or
 * a code, then goes ahead by itself (D-MFA-4). The store lives as long as the page.
 */
export class MfaOptions extends Store<MfaOptionsState> {
  private generation = 0;

  constructor(
    private readonly gateway: MfaOptionsGateway,
    private readonly passkeys: Passkeys,
  ) {
    super({ screen: 'loading' });
  }

  async open(): Promise<void> {
    const generation = ++this.generation;
    if (this.snapshot.screen !== 'ready') this.set({ screen: 'loading' });
    const status = await this.gateway.status()();
    if (generation !== this.generation) return;
    if (E.isRight(status)) {
      const shown = this.snapshot;
      this.set(
        shown.screen === 'ready'
          ? { ...shown, status: status.right }
          : {
              screen: 'ready',
              status: status.right,
              canAddPasskey: this.passkeys.supported,
              ...idle(undefined),
            },
      );
      return;
    }
    this.set(
      rejectedWith(status.left, 'MFA_UNAVAILABLE')
        ? { screen: 'unavailable' }
        : { screen: 'error' },
    );
  }

  dispose(): void {
    this.generation += 1;
  }

  startAddingApp(): void {
    this.openTask({ kind: 'naming' });
  }

  startAddingPasskey(): void {
    this.openTask({ kind: 'namingPasskey' });
  }

  startRenaming(factorId: string): void {
    this.openTask({ kind: 'renaming', factorId });
  }

  askToRemove(factorId: string): void {
    this.openTask({ kind: 'confirmingRemoval', factorId });
  }

  askToTurnOff(): void {
    this.openTask({ kind: 'confirmingTurnOff' });
  }

  cancel(): void {
    this.openTask({ kind: 'none' });
  }

  async addApp(typedName: string): Promise<void> {
    const name = validateFactorName(typedName);
    if (E.isLeft(name)) return this.refuse(name.left.code);
    await this.change({ kind: 'addApp', name: name.right });
  }

  async confirmApp(typedCode: string): Promise<void> {
    const shown = this.ready();
    if (shown?.task.kind !== 'scanning' || shown.busy) return;
    const code = readTotpCode(typedCode);
    if (E.isLeft(code)) return this.refuse(code.left.code);
    const { factorId } = shown.task.enrolment;
    await this.run(this.gateway.confirmApp(factorId, code.right), added('appAdded'));
  }

  /** Names the passkey, then opens the browser's prompt that makes it (a protected change). */
  async addPasskey(typedName: string): Promise<void> {
    const name = validateFactorName(typedName);
    if (E.isLeft(name)) return this.refuse(name.left.code);
    await this.change({ kind: 'addPasskey', name: name.right });
  }

  renewCodes(): Promise<void> {
    return this.change({ kind: 'renewCodes' });
  }

  remove(factorId: string): Promise<void> {
    return this.change({ kind: 'remove', factorId });
  }

  turnOff(): Promise<void> {
    return this.change({ kind: 'turnOff' });
  }

  async rename(factorId: string, typedName: string): Promise<void> {
    const name = validateFactorName(typedName);
    if (E.isLeft(name)) return this.refuse(name.left.code);
    await this.run(this.gateway.rename(factorId, name.right), () => ({
      kind: 'done',
      notice: 'renamed',
    }));
  }

  /**
   * The proof a waiting protected change asked for (the password, an app's code, or the prompt
   * of one of the user's passkeys); the change follows when it is accepted.
   */
  async prove(proof: IdentityProof | 'passkey'): Promise<void> {
    const shown = this.ready();
    if (shown?.task.kind !== 'proving' || shown.busy) return;
    const { change } = shown.task;
    this.set({ ...shown, busy: true, error: undefined });
    const proved = await (
      proof === 'passkey' ? passkeyProof(this.gateway, this.passkeys) : this.gateway.prove(proof)
    )();
    const now = this.ready();
    if (now === undefined) return;
    if (E.isLeft(proved)) {
      const refused = proof === 'passkey' && rejectedWith(proved.left, 'MFA_PROOF_INCORRECT');
      this.set({
        ...now,
        busy: false,
        error: refused ? 'mfa.passkey.refused' : messageOf(proved.left),
      });
      return;
    }
    this.set({ ...now, busy: false });
    await this.change(change);
  }

  /** The recovery codes were saved: back to the list, still saying what just changed. */
  doneWithCodes(): void {
    const shown = this.ready();
    if (shown?.task.kind === 'showingCodes') this.set({ ...shown, task: { kind: 'none' } });
  }

  private async change(change: ProtectedChange): Promise<void> {
    await this.run(changeMade(this.gateway, this.passkeys, change), (outcome) => outcome, change);
  }

  /**
   * Runs one call of the open task: busy while it runs; a refusal for want of a proof opens the
   * proof step for `change`; another refusal is shown in the task; an outcome moves the page on.
   */
  private async run<A>(
    call: TE.TaskEither<ChangeError, A>,
    outcomeOf: (answer: A) => ChangeOutcome,
    change?: ProtectedChange,
  ): Promise<void> {
    const shown = this.ready();
    if (shown === undefined || shown.busy) return;
    const generation = this.generation;
    this.set({ ...shown, busy: true, error: undefined, notice: undefined });
    const answer = await call();
    const now = this.ready();
    if (generation !== this.generation || now === undefined) return;
    if (E.isLeft(answer)) {
      if (change !== undefined && rejectedWith(answer.left, 'MFA_PROOF_REQUIRED')) {
        this.set({ ...now, ...idle(undefined), task: { kind: 'proving', change } });
        return;
      }
      this.set({ ...now, busy: false, error: messageOf(answer.left) });
      return;
    }
    const outcome = outcomeOf(answer.right);
    if (outcome.kind === 'appStarted') {
      this.set({
        ...now,
        ...idle(undefined),
        task: { kind: 'scanning', enrolment: outcome.enrolment },
      });
      return;
    }
    const task: MfaTask =
      outcome.kind === 'codes' ? { kind: 'showingCodes', codes: outcome.codes } : { kind: 'none' };
    this.set({
      ...now,
      ...idle(outcome.notice),
      task,
    });
    await this.open();
  }

  private openTask(task: MfaTask): void {
    const shown = this.ready();
    if (shown === undefined || shown.busy) return;
    this.set({ ...shown, task, error: undefined, notice: undefined });
  }

  private refuse(error: MfaErrorMessageId): void {
    const shown = this.ready();
    if (shown !== undefined) this.set({ ...shown, error });
  }

  private ready(): MfaOptionsReady | undefined {
    const shown = this.snapshot;
    return shown.screen === 'ready' ? shown : undefined;
  }
}

const idle = (notice: MfaNotice | undefined) => ({
  task: { kind: 'none' } as const satisfies MfaTask,
  busy: false,
  error: undefined,
  notice,
});
