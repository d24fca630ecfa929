import { Type } from 'typebox';
import { FACTOR_NAME_MAX_LENGTH } from '../../src/domain/mfa/factor-names';
import { IsoTimestamp } from '../http/schemas';
import { PasskeyBody } from './passkey-schemas';

const FactorId = Type.String({ minLength: 1, maxLength: 64, description: 'the factor id' });

export const FactorParams = Type.Object({ factorId: FactorId });

/** A factor's name as typed: the domain folds and checks it (D-MFA-5); the bound stops megabytes. */
const TypedName = Type.String({
  maxLength: 4 * FACTOR_NAME_MAX_LENGTH,
  description: `the name the user gives the factor, 1 to ${FACTOR_NAME_MAX_LENGTH} characters`,
});

export const NameBody = Type.Object({ name: TypedName }, { additionalProperties: false });

export const CodeBody = Type.Object(
  {
    code: Type.String({
      maxLength: 32,
      description: 'the six-digit code the app shows (spaces allowed)',
    }),
  },
  { additionalProperties: false },
);

export const ProofBody = Type.Union([
  Type.Object(
    { password: Type.String({ minLength: 1, maxLength: 1024 }) },
    { additionalProperties: false },
  ),
  CodeBody,
  PasskeyBody,
]);

export const Factor = Type.Object({
  id: FactorId,
  kind: Type.Union([Type.Literal('totp'), Type.Literal('passkey')]),
  name: Type.String(),
  createdAt: IsoTimestamp,
  lastUsedAt: Type.Union([IsoTimestamp, Type.Null()], { description: 'null: never used' }),
});

export const MfaStatusAnswer = Type.Object({
  factors: Type.Array(Factor, { description: 'the confirmed factors, oldest first' }),
  recoveryCodesLeft: Type.Integer({ minimum: 0, description: 'unused recovery codes' }),
});

export const AppEnrolmentAnswer = Type.Object({
  factorId: FactorId,
  key: Type.String({ description: 'the secret key in RFC 4648 base32, to type into the app' }),
  uri: Type.String({ description: 'the otpauth:// URI the QR code carries' }),
});

const RecoveryCodes = Type.Array(Type.String(), {
  description: 'ten single-use recovery codes, shown once (D-MFA-3)',
});

export const ConfirmationAnswer = Type.Object({
  recoveryCodes: Type.Optional(RecoveryCodes),
});

export const RecoveryCodesAnswer = Type.Object({ recoveryCodes: RecoveryCodes });

export const FactorsLeftAnswer = Type.Object({
  factorsLeft: Type.Integer({ minimum: 0, description: 'factors the user still has' }),
});

export const StatusAnswer = Type.Object({ status: Type.String() });
