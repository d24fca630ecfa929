import { asyncScheduler } from 'rxjs';
import { SessionMonitor } from '../../../src/application/session/session-monitor.use-case';
import { SignIn } from '../../../src/application/sign-in/sign-in.use-case';
import { SignInCompletion } from '../../../src/application/sign-in/sign-in-completion.use-case';
import {
  FakeIdentityProvider,
  FakeLoginFlags,
  FakeNavigator,
  FakePasskeys,
  FakeSessionGateway,
  testConfig,
} from '../fakes';
import { FakeProfileGateway } from '../frame-fakes';

/** The sign-in and its completion over fakes of every port, returned to be set up and inspected. */
export const setup = () => {
  const identity = new FakeIdentityProvider();
  const sessions = new FakeSessionGateway();
  const navigator = new FakeNavigator();
  const loginFlags = new FakeLoginFlags();
  const profiles = new FakeProfileGateway();
  const monitor = new SessionMonitor(sessions, identity, navigator, testConfig, asyncScheduler);
  const passkeys = new FakePasskeys();
  const signIn = new SignIn(identity, navigator, testConfig, passkeys);
  const completion = new SignInCompletion(
    identity,
    sessions,
    navigator,
    testConfig,
    loginFlags,
    profiles,
    monitor,
  );
  return {
    identity,
    sessions,
    navigator,
    signIn,
    completion,
    loginFlags,
    profiles,
    monitor,
    passkeys,
  };
};
