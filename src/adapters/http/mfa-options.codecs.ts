import * as t from 'io-ts';

const FactorCodec = t.type({
  id: t.string,
  kind: t.union([t.literal('totp'), t.literal('passkey')]),
  name: t.string,
  createdAt: t.string,
  lastUsedAt: t.union([t.string, t.null]),
});

/** GET /services/mfa. */
export const MfaStatusCodec = t.type({
  factors: t.array(FactorCodec),
  recoveryCodesLeft: t.number,
});

/** POST /services/mfa/authenticator-apps. */
export const AppEnrolmentCodec = t.type({ factorId: t.string, key: t.string, uri: t.string });

/** POST …/confirmation: the first factor's recovery codes, once. */
export const AppConfirmationCodec = t.partial({ recoveryCodes: t.array(t.string) });

/** POST /services/mfa/passkeys: the browser's prompt's options, read by the passkey adapter. */
export const PasskeyRegistrationCodec = t.type({
  registrationId: t.string,
  options: t.UnknownRecord,
});

/** POST /services/mfa/proof/passkey-options: what the user's passkey signs as a proof. */
export const PasskeyChallengeCodec = t.type({ options: t.UnknownRecord });

export const RecoveryCodesCodec = t.type({ recoveryCodes: t.array(t.string) });

export const FactorsLeftCodec = t.type({ factorsLeft: t.number });

export const ProvedCodec = t.type({ status: t.literal('PROVED') });
export const RenamedCodec = t.type({ status: t.literal('RENAMED') });
export const TurnedOffCodec = t.type({ status: t.literal('TURNED_OFF') });
