import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../../application/app.tokens';
import {
  answeredForgotPassword,
  ForgotPassword,
  resetLinkContextOf,
  type ForgotPasswordViewModel,
} from '../../../application/password/forgot-password.use-case';
import { readPasswordLink } from '../../../application/password/password-link';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/**
 * The page's own store (it lives as long as the page): the flow values of the address (flow,
 * app_id, redirect_url…) go into the reset link, so the flow continues after the reset.
 */
export const useForgotPassword = (): readonly [ForgotPasswordViewModel, ForgotPassword] => {
  const [params] = useSearchParams();
  const passwords = useInjection(TOKENS.PasswordGateway);
  const [forgot] = useState(() => {
    const { carried } = readPasswordLink('reset', (name) => params.get(name));
    return new ForgotPassword(
      passwords,
      resetLinkContextOf(carried),
      answeredForgotPassword((name) => params.get(name)),
    );
  });
  return [useStore(forgot), forgot];
};
