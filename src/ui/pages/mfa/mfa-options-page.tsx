import { FormattedMessage } from 'react-intl';
import { PortalFrame } from '../../../application/frame/portal-frame.use-case';
import type { MfaOptionsReady } from '../../../application/mfa-options/mfa-options.state';
import type { MfaOptions } from '../../../application/mfa-options/mfa-options.use-case';
import { toMfaOptionsViewModel } from '../../../application/mfa-options/mfa-options.view-model';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Heading } from '../../components/primitives';
import { useViewModel } from '../../hooks/use-view-model';
import { AccountAreaLayout } from '../account-area/account-area-layout';
import { AccountPageError, AccountPageSkeleton } from '../account-area/account-page-states';
import NotFoundPage from '../not-found/not-found-page';
import { FactorList } from './factor-list';
import { Actions } from './mfa-parts';
import { SectionCard } from '../../components/row-list';
import { OpenTask } from './open-task';
import { RecoveryCodesSection } from './recovery-codes';
import { SignOutOthersOffer } from './sign-out-others-offer';
import { useMfaOptions } from './use-mfa-options';

const ReadyContent = ({ state, store }: { state: MfaOptionsReady; store: MfaOptions }) => {
  const [frame] = useViewModel(PortalFrame);
  const model = toMfaOptionsViewModel(state);
  const accountName =
    frame.status === 'ready' ? `${frame.user.firstName} ${frame.user.lastName}` : '';
  const idle = model.task.kind === 'none';
  return (
    <>
      {state.notice !== undefined && (
        <Banner tone="success">
          <FormattedMessage id={`mfa.notice.${state.notice}`} />
        </Banner>
      )}
      {state.notice === 'removed' && <SignOutOthersOffer />}
      <p>
        <FormattedMessage id="mfa.intro" />
      </p>
      <p>
        <FormattedMessage id={model.on ? 'mfa.state.on' : 'mfa.state.off'} />
      </p>
      <OpenTask state={state} model={model} store={store} accountName={accountName} />
      <SectionCard aria-labelledby="mfa-factors-heading">
        <h2 id="mfa-factors-heading">
          <FormattedMessage id="mfa.factors.heading" />
        </h2>
        {model.on ? (
          <FactorList
            factors={model.factors}
            busy={state.busy}
            onRename={(id) => store.startRenaming(id)}
            onRemove={(id) => store.askToRemove(id)}
          />
        ) : (
          <p>
            <FormattedMessage id="mfa.factors.empty" />
          </p>
        )}
        {idle && (
          <Actions>
            <Button onClick={() => store.startAddingApp()}>
              <FormattedMessage id="mfa.addApp.action" />
            </Button>
            {state.canAddPasskey && (
              <Button variant="secondary" onClick={() => store.startAddingPasskey()}>
                <FormattedMessage id="mfa.addPasskey.action" />
              </Button>
            )}
          </Actions>
        )}
      </SectionCard>
      {model.on && (
        <RecoveryCodesSection
          store={store}
          left={model.recoveryCodes.left}
          level={model.recoveryCodes.level}
          busy={state.busy}
        />
      )}
      {model.on && (
        <SectionCard aria-labelledby="mfa-off-heading">
          <h2 id="mfa-off-heading">
            <FormattedMessage id="mfa.turnOff.heading" />
          </h2>
          <p>
            <FormattedMessage id="mfa.turnOff.text" />
          </p>
          <Actions>
            <Button variant="danger" disabled={state.busy} onClick={() => store.askToTurnOff()}>
              <FormattedMessage id="mfa.turnOff.action" />
            </Button>
          </Actions>
        </SectionCard>
      )}
    </>
  );
};

/**
 * `/mfa`, MFA Options (spec §2 "only when the MFA feature flag is on", issue 28): the user's second
 * factors and recovery codes in the account area. For a country without MFA it is "Page not
 * found", as any route that does not exist.
 */
const MfaOptionsPage = () => {
  const [state, store] = useMfaOptions();
  if (state.screen === 'unavailable') return <NotFoundPage />;
  return (
    <AccountAreaLayout>
      <Heading>
        <FormattedMessage id="mfa.heading" />
      </Heading>
      {state.screen === 'loading' && <AccountPageSkeleton />}
      {state.screen === 'error' && <AccountPageError onRetry={() => void store.open()} />}
      {state.screen === 'ready' && <ReadyContent state={state} store={store} />}
    </AccountAreaLayout>
  );
};

export default MfaOptionsPage;
