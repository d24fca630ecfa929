import * as t from 'io-ts';

/** The provider's answer to accepted credentials: where the browser continues the code flow. */
export const InteractionResultCodec = t.type({ location: t.string });

/** The answer to a right password of a user with a second factor: what to ask for (issue 28). */
export const SecondFactorNeededCodec = t.type({
  secondFactor: t.type({ app: t.boolean, passkey: t.boolean, recoveryCode: t.boolean }),
});

/** A passkey challenge: the options of the browser's prompt, read by the passkey adapter. */
export const PasskeyOptionsAnswerCodec = t.type({ options: t.UnknownRecord });

/** The claims of an id token the portal reads itself: the address, for a refused session. */
export const IdTokenClaimsCodec = t.partial({ email: t.string });

/** The sign-in callback's answer to the portal's script: the id token, and where to land. */
export const CallbackAnswerCodec = t.intersection([
  t.type({ idToken: t.string }),
  t.partial({ returnTo: t.string }),
]);
