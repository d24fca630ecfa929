import type { ProfileFormValues } from '../../../application/account-area/profile-form';
import { useActiveLocale } from '../../i18n/active-locale';
import { AccountAreaLayout } from './account-area-layout';
import { AccountPageError, AccountPageSkeleton } from './account-page-states';
import { ProfileForm } from './profile-form';
import { SignedInSessionsSection } from './signed-in-sessions';
import { useAccountProfile } from './use-account-profile';

/**
 * `/accountInfo/profile`, titled My Account (spec §2): the profile details and their edit. A new
 * language preference, once saved, becomes the portal's language at once. Under the form, where
 * the account is signed in (issue 28).
 */
const ProfilePage = () => {
  const [model, profile] = useAccountProfile();
  const { choose } = useActiveLocale();

  const save = async (values: ProfileFormValues) => {
    const outcome = await profile.save(values);
    if (outcome.saved && outcome.switchLanguageTo !== undefined) choose(outcome.switchLanguageTo);
  };

  return (
    <AccountAreaLayout titleId="accountArea.profile.title">
      {model.screen === 'loading' && <AccountPageSkeleton />}
      {model.screen === 'error' && <AccountPageError onRetry={() => void profile.open()} />}
      {model.screen === 'form' && <ProfileForm model={model} onSave={save} />}
      {model.screen === 'form' && <SignedInSessionsSection />}
    </AccountAreaLayout>
  );
};

export default ProfilePage;
