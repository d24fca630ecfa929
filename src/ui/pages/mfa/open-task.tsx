import type { MfaOptionsReady } from '../../../application/mfa-options/mfa-options.state';
import type { MfaOptions } from '../../../application/mfa-options/mfa-options.use-case';
import type { MfaOptionsViewModel } from '../../../application/mfa-options/mfa-options.view-model';
import { NamingPanel, ScanningPanel } from './add-app-panels';
import { ConfirmPanel, ProofPanel, RenamePanel } from './change-panels';
import { ShownCodesPanel } from './recovery-codes';

/** The panel of the task the user has open, if any. */
export const OpenTask = ({
  state,
  model,
  store,
  accountName,
}: {
  readonly state: MfaOptionsReady;
  readonly model: MfaOptionsViewModel;
  readonly store: MfaOptions;
  readonly accountName: string;
}) => {
  const { task } = model;
  const props = { store, busy: state.busy, error: state.error };
  const name = model.taskFactorName ?? '';
  switch (task.kind) {
    case 'none':
      return null;
    case 'naming':
      return <NamingPanel {...props} kind="app" />;
    case 'namingPasskey':
      return <NamingPanel {...props} kind="passkey" />;
    case 'scanning':
      return <ScanningPanel {...props} uri={task.enrolment.uri} keyGroups={model.keyGroups} />;
    case 'proving':
      return (
        <ProofPanel
          {...props}
          hasApp={model.factors.some((factor) => factor.kind === 'totp')}
          hasPasskey={
            state.canAddPasskey && model.factors.some((factor) => factor.kind === 'passkey')
          }
        />
      );
    case 'renaming':
      return <RenamePanel {...props} factorId={task.factorId} name={name} />;
    case 'confirmingRemoval':
      return (
        <ConfirmPanel
          {...props}
          id={`mfa-remove-${task.factorId}`}
          headingId="mfa.remove.heading"
          textId="mfa.remove.text"
          submitId="mfa.remove.submit"
          values={{ name }}
          onConfirm={() => void store.remove(task.factorId)}
        />
      );
    case 'confirmingTurnOff':
      return (
        <ConfirmPanel
          {...props}
          id="mfa-turn-off"
          headingId="mfa.turnOff.confirmHeading"
          textId="mfa.turnOff.confirmText"
          submitId="mfa.turnOff.submit"
          onConfirm={() => void store.turnOff()}
        />
      );
    case 'showingCodes':
      return <ShownCodesPanel store={store} codes={task.codes} accountName={accountName} />;
  }
};
