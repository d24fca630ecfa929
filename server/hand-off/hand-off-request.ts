import { Type } from 'typebox';
import { DunsNumber } from '../http/schemas';
import type { HandOffFlow } from './demo-product';

export const HandOffBody = Type.Object(
  {
    applicationId: Type.Integer({
      minimum: 1,
      maximum: 999_999,
      description: 'the product to open (spec §3 appId)',
    }),
    dunsNumber: Type.Optional(DunsNumber),
    noDunsFlow: Type.Optional(
      Type.Boolean({ default: false, description: 'open without a company' }),
    ),
    pendingDuns: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'open for the company whose DUNS number is pending',
      }),
    ),
    productId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    productName: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const MarketingHubSsoBody = Type.Object(
  {
    dunsNumber: Type.Union([DunsNumber, Type.Literal('')], {
      description: "the selected company; '' for none",
    }),
    DUNSList: Type.Array(DunsNumber, { maxItems: 1000, description: "the user's companies" }),
    noDunsFlow: Type.Optional(Type.Boolean({ default: false })),
    pendingDuns: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

export type FlowChoice =
  | { readonly ok: true; readonly flow: HandOffFlow; readonly duns?: string }
  | { readonly ok: false; readonly message: string };

/** Exactly one of: a DUNS number, the no-DUNS flow, the pending-DUNS flow. */
export const chooseFlow = (
  duns: string | undefined,
  noDunsFlow: boolean,
  pendingDuns: boolean,
): FlowChoice => {
  if (noDunsFlow && pendingDuns)
    return { ok: false, message: 'noDunsFlow and pendingDuns cannot both be true.' };
  if (noDunsFlow || pendingDuns) {
    if (duns !== undefined)
      return {
        ok: false,
        message: 'A DUNS number cannot be given with noDunsFlow or pendingDuns.',
      };
    return { ok: true, flow: noDunsFlow ? 'noDuns' : 'pendingDuns' };
  }
  if (duns === undefined)
    return {
      ok: false,
      message: 'A DUNS number is required unless noDunsFlow or pendingDuns is true.',
    };
  return { ok: true, flow: 'duns', duns };
};
