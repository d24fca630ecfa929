import type { TaskEither } from 'fp-ts/TaskEither';
import type { ServiceError } from './service-error';

// The user's orders and subscriptions (spec §7); timestamps are ISO 8601 strings, amounts decimal
// strings with 2 places, "no DUNS" is undefined.

export interface Order {
  readonly orderNumber: string;
  readonly placedAt: string;
  readonly status: 'completed' | 'processing' | 'cancelled';
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | undefined;
  readonly amount: string;
  readonly currency: string;
}

export interface Subscription {
  readonly subscriberNumber: string;
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | undefined;
  readonly status: 'active' | 'cancelled' | 'expired';
  readonly startedAt: string;
  readonly renewsAt: string | undefined;
  readonly autoRenew: boolean;
  readonly price: string;
  readonly currency: string;
}

export interface PurchaseHistory {
  orders(): TaskEither<ServiceError, readonly Order[]>;
  subscriptions(): TaskEither<ServiceError, readonly Subscription[]>;
}
