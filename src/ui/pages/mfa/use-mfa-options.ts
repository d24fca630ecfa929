import { useEffect, useState } from 'react';
import { TOKENS } from '../../../application/app.tokens';
import { MfaOptions } from '../../../application/mfa-options/mfa-options.use-case';
import type { MfaOptionsState } from '../../../application/mfa-options/mfa-options.state';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/** The page's own store: it lives while MFA Options is shown and loads the factors on open. */
export const useMfaOptions = (): readonly [MfaOptionsState, MfaOptions] => {
  const gateway = useInjection(TOKENS.MfaOptionsGateway);
  const passkeys = useInjection(TOKENS.Passkeys);
  const [store] = useState(() => new MfaOptions(gateway, passkeys));
  useEffect(() => {
    void store.open();
    return () => store.dispose();
  }, [store]);
  return [useStore(store), store];
};
