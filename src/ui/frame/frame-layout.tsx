import { useCallback, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { ConsentPrompt } from '../../application/frame/consent-prompt.use-case';
import { FrameActions } from '../../application/frame/frame-actions.use-case';
import type { PartnerLinkViewModel } from '../../application/frame/navigation.view-model';
import { FrameBanners } from '../../application/frame/frame-banners.use-case';
import { PortalFrame } from '../../application/frame/portal-frame.use-case';
import { RetryBanner } from '../components/banner';
import { usePreloadWhenIdle } from '../components/lazy-part';
import { preloadPopover } from '../components/popover';
import { useViewModel } from '../hooks/use-view-model';
import { PageChrome } from '../layout/page-chrome';
import { InsideFrame, useDefaultFooter } from '../layout/portal-page';
import { isRouteHandle } from '../routing/route-handle';
import { BannerStack } from './banner-stack';
import { ConsentDialog } from './consent-dialog';
import { Bell } from './bell';
import { FrameActionDialogs } from './frame-action-dialogs';
import { FrameBarView } from './frame-bars';
import { FrameHeader } from './frame-header';
import { LeavingSiteProvider } from './leaving-site';

/** The bar the deepest matched route asks for (route table). */
const useRouteBar = () =>
  useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.bar;

/**
 * The header's popups whose code is a chunk of its own: the bell's popover, which a signed-in user
 * is about to open (the selector, menus and tooltips come with the frame, D-UI-2).
 */
const HEADER_POPUPS = [preloadPopover];

/**
 * The frame every secure page shares (spec §2): banners, the header with the company selector,
 * tabs, partner links, bell and profile menu, the route's bar, the page, and the footer.
 */
export const FrameLayout = () => {
  const [frame, portalFrame] = useViewModel(PortalFrame);
  const [, banners] = useViewModel(FrameBanners);
  const [, actions] = useViewModel(FrameActions);
  const [, consent] = useViewModel(ConsentPrompt);
  const defaultFooter = useDefaultFooter();
  const { pathname } = useLocation();
  const bar = useRouteBar();
  usePreloadWhenIdle(HEADER_POPUPS);
  const trackPartnerClick = useCallback(
    (partner: PartnerLinkViewModel) => actions.partnerLinkClicked(partner.link),
    [actions],
  );

  useEffect(() => {
    void portalFrame.load();
  }, [portalFrame]);

  // Once a session: a user who has not accepted the Terms of Use and Privacy Policy is asked first.
  useEffect(() => {
    void consent.check();
  }, [consent]);

  // The banners' dates and dismissals are read again on every page, as the spec's frame does.
  useEffect(() => {
    banners.refresh();
  }, [banners, pathname]);

  const footer = frame.status === 'ready' ? frame.footer : defaultFooter;

  return (
    <LeavingSiteProvider onPartnerClick={trackPartnerClick}>
      <PageChrome
        banners={
          <>
            <BannerStack />
            {frame.status === 'failed' && (
              <RetryBanner
                fullWidth
                messageId="frame.loadFailed"
                retryId="frame.tryAgain"
                onRetry={() => void portalFrame.load()}
              />
            )}
          </>
        }
        header={
          frame.status === 'failed' ? undefined : (
            <FrameHeader
              frame={
                frame.status === 'ready'
                  ? { user: frame.user, navigation: frame.navigation }
                  : 'loading'
              }
              bell={<Bell />}
            />
          )
        }
        bar={bar === undefined ? undefined : <FrameBarView bar={bar} />}
        footer={footer}
      >
        <InsideFrame.Provider value>
          <Outlet />
        </InsideFrame.Provider>
      </PageChrome>
      <FrameActionDialogs />
      <ConsentDialog footer={footer} />
    </LeavingSiteProvider>
  );
};
