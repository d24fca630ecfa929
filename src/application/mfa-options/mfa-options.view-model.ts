import { recoveryCodesLeft, type RecoveryCodesLeft } from '../../domain/mfa/recovery-codes';
import type { MfaFactor } from '../ports/mfa-options-gateway.port';
import type { MfaOptionsReady, MfaTask } from './mfa-options.state';

export interface MfaOptionsViewModel {
  /** Two-step sign-in is on: the user has at least one factor. */
  readonly on: boolean;
  readonly factors: readonly MfaFactor[];
  readonly recoveryCodes: { readonly left: number; readonly level: RecoveryCodesLeft };
  readonly task: MfaTask;
  /** The name of the factor the open task is about (renaming, removing). */
  readonly taskFactorName: string | undefined;
  /** The app's key in groups of four, as apps print it and people type it. */
  readonly keyGroups: readonly string[];
}

const KEY_GROUP = /.{1,4}/g;

const factorOf = (state: MfaOptionsReady, task: MfaTask): MfaFactor | undefined =>
  task.kind === 'renaming' || task.kind === 'confirmingRemoval'
    ? state.status.factors.find((factor) => factor.id === task.factorId)
    : undefined;

/** What MFA Options shows for its state (issue 28). */
export const toMfaOptionsViewModel = (state: MfaOptionsReady): MfaOptionsViewModel => {
  const { status, task } = state;
  return {
    on: status.factors.length > 0,
    factors: status.factors,
    recoveryCodes: {
      left: status.recoveryCodesLeft,
      level: recoveryCodesLeft(status.recoveryCodesLeft),
    },
    task,
    taskFactorName: factorOf(state, task)?.name,
    keyGroups: task.kind === 'scanning' ? (task.enrolment.key.match(KEY_GROUP) ?? []) : [],
  };
};

/** The text file of recovery codes a user downloads: a title line, then one code a line. */
export const recoveryCodesFile = (title: string, codes: readonly string[]): string =>
  [title, '', ...codes, ''].join('\n');
