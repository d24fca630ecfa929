import type { ReactNode } from 'react';
import { TOKENS } from '../../application/app.tokens';
import type { Clock } from '../../application/ports/clock.port';
import { toCopyrightRange } from '../../application/footer.view-model';
import { useInjection } from '../di/injection';
import { PageChrome } from './page-chrome';
import { usePageTitle } from './use-page-title';

/** A page of the portal: its browser title, the header and footer around its content. */
export const PortalPage = ({
  titleId,
  navigation,
  children,
}: {
  titleId: string;
  navigation?: ReactNode;
  children: ReactNode;
}) => {
  usePageTitle(titleId);
  const clock = useInjection<Clock>(TOKENS.Clock);
  return (
    <PageChrome navigation={navigation} copyright={toCopyrightRange(clock.now())}>
      {children}
    </PageChrome>
  );
};
