import * as t from 'io-ts';

/** GET /services/auth/sessions. */
export const SessionListCodec = t.type({
  sessions: t.array(
    t.type({
      id: t.string,
      browser: t.string,
      system: t.string,
      signedInAt: t.string,
      lastActiveAt: t.string,
      current: t.boolean,
    }),
  ),
});

export const SignedOutCodec = t.type({ status: t.literal('SIGNED_OUT') });
export const SignedOutOthersCodec = t.type({ signedOut: t.number });
