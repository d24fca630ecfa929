import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConsentPrompt } from '../../application/frame/consent-prompt.use-case';
import { SignOut } from '../../application/session/sign-out.use-case';
import { useInjection } from '../di/injection';
import type { FooterViewModel } from '../../application/frame/footer.view-model';
import { Banner } from '../components/banner';
import { Button } from '../components/button';
import { Checkbox } from '../components/checkbox';
import { Dialog } from '../components/dialog';
import { Link } from '../components/link';
import { useViewModel } from '../hooks/use-view-model';

/** A legal document's name, linked to the country's page when the country has one (new tab). */
const documentLink = (url: string | undefined) => (name: ReactNode) =>
  url === undefined ? (
    name
  ) : (
    <Link href={url} target="_blank">
      {name}
    </Link>
  );

/**
 * The terms-of-use and privacy consent (spec §2 modal, D-CONSENT-1): a decision, so it has no
 * Close and Escape does nothing; proceed accepts (with the optional marketing consent), or log out.
 */
export const ConsentDialog = ({ footer }: { footer: FooterViewModel }) => {
  const [state, consent] = useViewModel(ConsentPrompt);
  const signOut = useInjection(SignOut);
  const intl = useIntl();
  const asking = state.status === 'asking' ? state : undefined;
  return (
    <Dialog
      open={asking !== undefined}
      onClose={() => undefined}
      dismissable={false}
      title={<FormattedMessage id="consent.title" />}
      actions={
        <>
          <Button variant="secondary" disabled={asking?.submitting} onClick={() => signOut.leave()}>
            <FormattedMessage id="consent.logOut" />
          </Button>
          <Button busy={asking?.submitting} onClick={() => void consent.proceed()}>
            <FormattedMessage id="consent.proceed" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage
          id="consent.intro"
          values={{
            terms: documentLink(footer.termsOfUseUrl),
            privacy: documentLink(footer.privacyPolicyUrl),
          }}
        />
      </p>
      <Checkbox
        id="consent-marketing"
        label={intl.formatMessage({ id: 'consent.marketing' })}
        checked={asking?.marketingConsent ?? false}
        onChange={(event) => consent.setMarketingConsent(event.target.checked)}
      />
      {asking?.failed === true && (
        <Banner tone="error">
          <p>
            <FormattedMessage id="error.generic" />
          </p>
        </Banner>
      )}
    </Dialog>
  );
};
