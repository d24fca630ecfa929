import type { ReactNode } from 'react';
import { TOKENS } from '../../application/app.tokens';
import { toCopyrightRange } from '../../application/footer.view-model';
import { useInjection } from '../di/injection';
import { PageChrome } from './page-chrome';

/** A page of the portal: the header and footer around its content (its title comes from the route table). */
export const PortalPage = ({
  navigation,
  children,
}: {
  navigation?: ReactNode;
  children: ReactNode;
}) => {
  const clock = useInjection(TOKENS.Clock);
  return (
    <PageChrome navigation={navigation} copyright={toCopyrightRange(clock.now())}>
      {children}
    </PageChrome>
  );
};
