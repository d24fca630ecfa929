import styled from 'styled-components';
import { TOKENS } from '../../application/app.tokens';
import { useInjection } from '../di/injection';
import { PrimaryButton } from '../components/primitives';
import { v } from '../theme/css-variables';

const Panel = styled.main`
  max-width: ${v.size.formMax};
  margin: ${v.space[7]} auto;
  padding: 0 ${v.space[4]};
`;

/**
 * The last resort when not even the English messages arrived (offline at first load): the one
 * screen whose text cannot come from the message catalogue, because the catalogue is what failed.
 */
/* eslint-disable formatjs/no-literal-string-in-jsx -- the catalogue is what failed to load */
export const MessagesUnavailable = () => {
  const navigator = useInjection(TOKENS.Navigator);
  return (
    <Panel>
      <h1 lang="en">The Business Portal could not be loaded.</h1>
      <p lang="en">Check your connection, then try again.</p>
      <PrimaryButton type="button" lang="en" onClick={() => navigator.reload()}>
        Try again
      </PrimaryButton>
    </Panel>
  );
};
/* eslint-enable formatjs/no-literal-string-in-jsx */
