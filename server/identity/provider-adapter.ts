import type { Adapter, AdapterPayload } from 'oidc-provider';
import { epochSeconds, type Clock } from '../clock';
import type {
  FoundProviderRecord,
  ProviderRecordKey,
  ProviderRecordRepository,
} from './provider-record-repository';

/**
 * oidc-provider's storage adapter over the provider-record port: an expired record reads as none,
 * and a consumed one carries `consumed`, as oidc-provider expects of its adapters.
 */
export const providerAdapterFactory =
  (records: ProviderRecordRepository, clock: Clock) =>
  (model: string): Adapter => {
    const live = (found: FoundProviderRecord | undefined): AdapterPayload | undefined => {
      if (!found) return undefined;
      if (found.expiresAt !== null && found.expiresAt <= epochSeconds(clock)) return undefined;
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the column holds only what upsert below wrote: JSON.stringify of oidc-provider's own AdapterPayload, handed back to it unchanged
      const payload = JSON.parse(found.payload) as AdapterPayload;
      return found.consumedAt === null ? payload : { ...payload, consumed: found.consumedAt };
    };
    const findBy = async (key: ProviderRecordKey, value: string) =>
      live(await records.find(model, key, value));

    return {
      upsert: (id, payload, expiresIn) =>
        records.save({
          model,
          id,
          payload: JSON.stringify(payload),
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          accountId: payload.accountId ?? null,
          expiresAt: expiresIn ? epochSeconds(clock) + expiresIn : null,
        }),
      find: (id) => findBy('id', id),
      findByUid: (uid) => findBy('uid', uid),
      findByUserCode: (userCode) => findBy('user_code', userCode),
      consume: (id) => records.consume(model, id, epochSeconds(clock)),
      destroy: (id) => records.destroy(model, id),
      revokeByGrantId: (grantId) => records.revokeByGrantId(grantId),
    };
  };
