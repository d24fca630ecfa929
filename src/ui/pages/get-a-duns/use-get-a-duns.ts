import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GetADunsFlow } from '../../../application/get-a-duns/get-a-duns-flow.use-case';
import { modeOfAppId } from '../../../application/get-a-duns/get-a-duns-mode';
import {
  INITIAL_GET_A_DUNS_STATE,
  type GetADunsState,
} from '../../../application/get-a-duns/get-a-duns.state';
import { PortalFrame } from '../../../application/frame/portal-frame.use-case';
import type { CountryCode } from '../../../domain/locale/country';
import { useViewModel } from '../../hooks/use-view-model';

/**
 * The flow's store for a page of it, in the mode its address names (`?app_id=283`: associate,
 * D-GAD-UI-1), and the user's country. Until the store has taken a new mode the page shows the
 * flow's start in that mode, never the other mode's results.
 */
export const useGetADuns = (): readonly [GetADunsState, GetADunsFlow, CountryCode | undefined] => {
  const [searchParams] = useSearchParams();
  const mode = modeOfAppId(searchParams.get('app_id'));
  const [state, flow] = useViewModel(GetADunsFlow);
  const [frame] = useViewModel(PortalFrame);
  useEffect(() => flow.selectMode(mode), [flow, mode]);
  const shown = state.mode === mode ? state : { ...INITIAL_GET_A_DUNS_STATE, mode };
  return [shown, flow, frame.status === 'ready' ? frame.country : undefined];
};
