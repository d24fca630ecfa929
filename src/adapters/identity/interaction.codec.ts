import * as t from 'io-ts';

/** The provider's answer to accepted credentials: where the browser continues the code flow. */
export const InteractionResultCodec = t.type({ location: t.string });

/** The answer to a right password of a user with a second factor: what to ask for (issue 28). */
export const SecondFactorNeededCodec = t.type({
  secondFactor: t.type({ app: t.boolean, recoveryCode: t.boolean }),
});
