import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Heading } from '../../components/primitives';
import { CompanyProfileAccessNote } from './company-profile-access';
import { CompanyLinks } from './company-links';
import { CompanyProfileDetails } from './company-profile-details';
import {
  CompanyPending,
  CompanyProfileError,
  CompanyProfileSkeleton,
  NoCompanyPrompt,
} from './company-profile-states';
import { useCompanyProfile } from './use-company-profile';

/**
 * `/companyDetails`, titled Company profile (spec §2): the selected company's public profile with
 * the manage link or the view-only note (§6), the pending state, or the no-company prompt. It
 * follows the header's company selector; `?duns=` (the record's companyProfileUrl) names a
 * company to select first (D-PROFILE-4).
 */
const CompanyProfilePage = () => {
  const [searchParams] = useSearchParams();
  const [model, profile] = useCompanyProfile(searchParams.get('duns') ?? undefined);

  if (model.screen === 'profile') {
    return (
      <>
        <Heading>{model.businessName}</Heading>
        <CompanyProfileAccessNote
          access={model.access}
          businessName={model.businessName}
          manageUrl={model.manageUrl}
        />
        <CompanyLinks links={model.links} businessName={model.businessName} />
        <CompanyProfileDetails fields={model.fields} />
      </>
    );
  }
  return (
    <>
      <Heading>
        <FormattedMessage id="companyProfile.pageTitle" />
      </Heading>
      {model.screen === 'loading' && <CompanyProfileSkeleton />}
      {model.screen === 'error' && <CompanyProfileError onRetry={() => profile.retry()} />}
      {model.screen === 'pending' && <CompanyPending maxBusinessDays={model.maxBusinessDays} />}
      {model.screen === 'noCompanyPrompt' && <NoCompanyPrompt getADunsPath={model.getADunsPath} />}
    </>
  );
};

export default CompanyProfilePage;
