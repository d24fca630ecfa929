import * as TE from 'fp-ts/TaskEither';
import * as T from 'fp-ts/Task';
import type { SessionCheckReply } from '../../src/domain/session-policy';
import type { SignInError } from '../../src/domain/sign-in-errors';
import type {
  CompletedSignIn,
  IdentityProvider,
  SignInCallbackError,
  SignOutContext,
} from '../../src/application/ports/identity-provider.port';
import type { Navigator } from '../../src/application/ports/navigator.port';
import type { PortalLogin, SessionGateway } from '../../src/application/ports/session-gateway.port';
import type { ServiceError } from '../../src/application/ports/service-error';
import type { PortalConfig } from '../../src/application/portal-config';

export const testConfig: PortalConfig = {
  portalOrigin: 'https://portal.example.com',
  allowedRedirectOrigins: ['https://shop.example.com'],
  placeholderDomain: 'example.com',
};

export class FakeNavigator implements Navigator {
  readonly visits: { method: 'assign' | 'replace'; url: string }[] = [];
  assign(url: string): void {
    this.visits.push({ method: 'assign', url });
  }
  replace(url: string): void {
    this.visits.push({ method: 'replace', url });
  }
}

export class FakeIdentityProvider implements IdentityProvider {
  storedTokens = false;
  authorizationRequests: (string | undefined)[] = [];
  submitted: { interactionId: string; username: string; password: string }[] = [];
  credentialsAnswer: TE.TaskEither<SignInError, { continueTo: string }> = TE.right({ continueTo: '/oidc/auth/resume' });
  callbackAnswer: TE.TaskEither<SignInCallbackError, CompletedSignIn> = TE.right({ idToken: 'id.token', returnTo: undefined });
  signOutContexts: SignOutContext[] = [];

  async authorizationUrl(returnTo: string | undefined): Promise<string> {
    this.authorizationRequests.push(returnTo);
    return 'https://portal.example.com/oidc/auth?client_id=business-portal';
  }
  submitCredentials(interactionId: string, username: string, password: string) {
    this.submitted.push({ interactionId, username, password });
    return this.credentialsAnswer;
  }
  completeSignIn() {
    return this.callbackAnswer;
  }
  async endSessionUrl(context: SignOutContext): Promise<string> {
    this.signOutContexts.push(context);
    this.storedTokens = false;
    return 'https://portal.example.com/oidc/session/end';
  }
  async finishSignOut(): Promise<SignOutContext | undefined> {
    return undefined;
  }
  hasStoredTokens(): boolean {
    return this.storedTokens;
  }
  async clearStoredTokens(): Promise<void> {
    this.storedTokens = false;
  }
}

export class FakeSessionGateway implements SessionGateway {
  loginAnswer: TE.TaskEither<ServiceError, PortalLogin> = TE.right({ owlError: false });
  checkReply: SessionCheckReply = { kind: 'answered', status: 200, expiresInSeconds: 1800 };
  logoutAnswer: TE.TaskEither<ServiceError, void> = TE.right(undefined);
  loggedInWith: string[] = [];
  checks = 0;
  logouts = 0;

  oktaLogin(idToken: string) {
    this.loggedInWith.push(idToken);
    return this.loginAnswer;
  }
  checkSession(): T.Task<SessionCheckReply> {
    this.checks += 1;
    return T.of(this.checkReply);
  }
  oktaLogout() {
    this.logouts += 1;
    return this.logoutAnswer;
  }
}

/** Lets pending promise callbacks (the gateway's Task) run. */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
