import type { Static } from 'typebox';
import type { MfaStatus } from './mfa-service';
import type { MfaStatusAnswer } from './mfa-schemas';

const iso = (epochSeconds: number): string => new Date(epochSeconds * 1000).toISOString();

/** The status as the API answers it: times as ISO 8601. */
export const mfaStatusAnswer = (status: MfaStatus): Static<typeof MfaStatusAnswer> => ({
  factors: status.factors.map((factor) => ({
    id: factor.id,
    kind: factor.kind,
    name: factor.name,
    createdAt: iso(factor.createdAt),
    lastUsedAt: factor.lastUsedAt === null ? null : iso(factor.lastUsedAt),
  })),
  recoveryCodesLeft: status.recoveryCodesLeft,
});
