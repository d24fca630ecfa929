import { useEffect, useState } from 'react';
import type { MenuGatedPage } from '../../../application/account-area/menu-gated-page.use-case';
import { PortalFrame } from '../../../application/frame/portal-frame.use-case';
import type { PortalFrameState } from '../../../application/frame/portal-frame.use-case';
import type { Observable } from 'rxjs';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/**
 * An account page's own store, built once from the frame's state (the menu rule decides whether
 * the page is the user's) and opened while the page is shown.
 */
export const useMenuGatedPage = <Data, ViewModel>(
  build: (frame: Observable<PortalFrameState>) => MenuGatedPage<Data, ViewModel>,
): readonly [ViewModel, MenuGatedPage<Data, ViewModel>] => {
  const frame = useInjection(PortalFrame);
  const [page] = useState(() => build(frame.state$));
  useEffect(() => {
    page.open();
    return () => page.dispose();
  }, [page]);
  return [useStore(page), page];
};
