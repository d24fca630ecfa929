import { isoAt } from '../clock';
import type { Static } from 'typebox';
import type { MfaStatus } from './mfa-service';
import type { MfaStatusAnswer } from './mfa-schemas';

/** The status as the API answers it: times as ISO 8601. */
export const mfaStatusAnswer = (status: MfaStatus): Static<typeof MfaStatusAnswer> => ({
  factors: status.factors.map((factor) => ({
    id: factor.id,
    kind: factor.kind,
    name: factor.name,
    createdAt: isoAt(factor.createdAt),
    lastUsedAt: factor.lastUsedAt === null ? null : isoAt(factor.lastUsedAt),
  })),
  recoveryCodesLeft: status.recoveryCodesLeft,
});
