import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../../application/app.tokens';
import { NewPasswordPage } from '../../../application/password/new-password-page.use-case';
import { answeredNewPassword } from '../../../application/password/answered-new-password';
import type { NewPasswordPageViewModel } from '../../../application/password/new-password-page.view-model';
import {
  readPasswordLink,
  type PasswordLinkPurpose,
} from '../../../application/password/password-link';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/**
 * The page's own store, for the link of its address: it lives as long as the page (a link is
 * checked once per visit) and is not one of the container's singletons.
 */
export const useNewPasswordPage = (
  purpose: PasswordLinkPurpose,
): readonly [NewPasswordPageViewModel, NewPasswordPage] => {
  const [params] = useSearchParams();
  const passwords = useInjection(TOKENS.PasswordGateway);
  const registrations = useInjection(TOKENS.RegistrationGateway);
  const [page] = useState(
    () =>
      new NewPasswordPage(
        readPasswordLink(purpose, (name) => params.get(name)),
        passwords,
        registrations,
        answeredNewPassword(purpose, (name) => params.get(name)),
      ),
  );
  useEffect(() => {
    void page.open();
    return () => page.dispose();
  }, [page]);
  return [useStore(page), page];
};
