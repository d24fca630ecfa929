import { asyncScheduler } from 'rxjs';
import { SessionMonitor } from '../../src/application/session/session-monitor';
import { SignIn } from '../../src/application/sign-in/sign-in.use-case';
import {
  FakeIdentityProvider,
  FakeLoginFlags,
  FakeNavigator,
  FakePasskeys,
  FakeSessionGateway,
  testConfig,
} from './fakes';
import { FakeProfileGateway } from './frame-fakes';

/** The sign-in use case over fakes of every port, returned to be set up and inspected. */
export const setup = () => {
  const identity = new FakeIdentityProvider();
  const sessions = new FakeSessionGateway();
  const navigator = new FakeNavigator();
  const loginFlags = new FakeLoginFlags();
  const profiles = new FakeProfileGateway();
  const monitor = new SessionMonitor(sessions, identity, navigator, testConfig, asyncScheduler);
  const passkeys = new FakePasskeys();
  const signIn = new SignIn(
    identity,
    sessions,
    navigator,
    testConfig,
    loginFlags,
    profiles,
    monitor,
    passkeys,
  );
  return { identity, sessions, navigator, signIn, loginFlags, profiles, monitor, passkeys };
};
