import { Type } from 'typebox';
import { IsoTimestamp, OptionalDuns } from '../http/schemas';

export const OrdersAnswer = Type.Object({
  orders: Type.Array(
    Type.Object({
      orderNumber: Type.String(),
      placedAt: IsoTimestamp,
      status: Type.String({ description: "'completed', 'processing' or 'cancelled'" }),
      appId: Type.Integer(),
      productName: Type.String(),
      dunsNumber: OptionalDuns,
      amount: Type.String({
        pattern: '^\\d+\\.\\d{2}$',
        description: 'decimal amount, two places',
      }),
      currency: Type.String({ description: 'ISO 4217 code' }),
    }),
  ),
});

export const SubscriptionsAnswer = Type.Object({
  subscriptions: Type.Array(
    Type.Object({
      subscriberNumber: Type.String(),
      appId: Type.Integer(),
      productName: Type.String(),
      dunsNumber: OptionalDuns,
      status: Type.String({ description: "'active', 'cancelled' or 'expired'" }),
      startedAt: IsoTimestamp,
      renewsAt: Type.Union([IsoTimestamp, Type.Null()]),
      autoRenew: Type.Boolean(),
      price: Type.String({ pattern: '^\\d+\\.\\d{2}$' }),
      currency: Type.String(),
    }),
  ),
});
