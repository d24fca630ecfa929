import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpMfaOptionsGateway } from '../../src/adapters/http/http-mfa-options-gateway.adapter';
import { httpClientAt } from './consumer';
import { injected, type ProviderStateValue } from './provider-states';

// What the MFA Options and passkey contracts share: the adapter under test and its refusals, and
// the shape of WebAuthn's base64url values.

export const gatewayAt = (url: string, signedIn = true) =>
  new HttpMfaOptionsGateway(httpClientAt(url, signedIn));

/** A refusal as the adapter hands it on: the server's code, no message pinned. */
export const rejected = (status: number, error: string) =>
  E.left({ code: 'service.rejected', status, error, message: '' });

export const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The origin the examples of the passkey contracts were made for. */
export const EXAMPLE_ORIGIN = 'https://portal.example.com';

/** A base64url value the provider's state handler supplies; the example stands in for it. */
export const injectedBase64Url = (name: ProviderStateValue, example: string) => ({
  ...MatchersV3.regex(BASE64URL, example),
  'pact:generator:type': 'ProviderState',
  expression: injected(name),
});
