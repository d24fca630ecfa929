import { useEffect, useState } from 'react';
import { TOKENS } from '../../../application/app.tokens';
import {
  SignedInSessions,
  type SignedInSessionsState,
} from '../../../application/account-area/signed-in-sessions.use-case';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/** A store of the user's sessions, read when the part showing it appears, for as long as it is shown. */
export const useSignedInSessions = (): readonly [SignedInSessionsState, SignedInSessions] => {
  const gateway = useInjection(TOKENS.SignedInSessionsGateway);
  const [store] = useState(() => new SignedInSessions(gateway));
  useEffect(() => {
    void store.open();
    return () => store.dispose();
  }, [store]);
  return [useStore(store), store];
};
