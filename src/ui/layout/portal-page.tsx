import { createContext, useContext, type ReactNode } from 'react';
import { TOKENS } from '../../application/app.tokens';
import { toFooterViewModel, type FooterViewModel } from '../../application/frame/footer.view-model';
import { resolveCountry } from '../../domain/locale/country';
import { useInjection } from '../di/injection';
import { PageChrome } from './page-chrome';
import { SignedOutBell } from './signed-out-bell';

/** True inside the frame of the secure pages, which already draws the header and footer. */
export const InsideFrame = createContext(false);

/** The footer before a country is known: the portal's default country's links (D-FRAME-4). */
export const useDefaultFooter = (): FooterViewModel => {
  const clock = useInjection(TOKENS.Clock);
  const features = useInjection(TOKENS.CountryFeatures);
  return toFooterViewModel(features.featuresOf(resolveCountry(undefined)), clock.now());
};

/**
 * A page of the portal: the header and footer around its content (its title comes from the route
 * table). Inside the secure frame (an error page of a secure route, say) it is the content alone.
 */
export const PortalPage = ({
  navigation,
  children,
}: {
  navigation?: ReactNode;
  children: ReactNode;
}) => {
  const insideFrame = useContext(InsideFrame);
  const footer = useDefaultFooter();
  if (insideFrame) return <>{children}</>;
  return (
    <PageChrome navigation={navigation ?? <SignedOutBell />} footer={footer}>
      {children}
    </PageChrome>
  );
};
