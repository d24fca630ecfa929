import { Type } from 'typebox';
import { DunsNumber, IsoTimestamp, OptionalDuns } from '../http/schemas';

export const TermsStatus = Type.Union([
  Type.Literal('accepted'),
  Type.Literal('pending'),
  Type.Literal('declined'),
]);

export const LegalTermsAnswer = Type.Object({
  productTerms: Type.Array(
    Type.Object({
      appId: Type.Integer(),
      product_name: Type.String(),
      dunsNumber: OptionalDuns,
      title: Type.String(),
      version: Type.String({ description: 'the version decided on, else the current one' }),
      status: TermsStatus,
      decidedAt: Type.Union([IsoTimestamp, Type.Null()]),
      content: Type.String({
        description:
          "the text of the agreement's current version, the one accepting agrees to (as pla_content)",
      }),
    }),
  ),
  legalTerms: Type.Array(
    Type.Object({
      code: Type.String(),
      title: Type.String(),
      url: Type.String(),
      currentVersion: Type.String(),
      acceptedVersion: Type.Union([Type.String(), Type.Null()]),
      status: Type.Union([Type.Literal('accepted'), Type.Literal('pending')], {
        description: "'accepted' only when the current version is accepted",
      }),
      acceptedAt: Type.Union([IsoTimestamp, Type.Null()]),
    }),
  ),
});

export const PlaDecisionBody = Type.Object(
  {
    dunsNumber: Type.Union([DunsNumber, Type.Null()], {
      description: 'null for a product not tied to a company',
    }),
    appId: Type.Integer({ minimum: 1 }),
    accepted: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const PlaDecisionAnswer = Type.Object({
  dunsNumber: OptionalDuns,
  appId: Type.Integer(),
  plaAccepted: Type.Boolean(),
  version: Type.String(),
  decidedAt: IsoTimestamp,
  accessAvailable: Type.Boolean({ description: 'false after declining: the product stays closed' }),
});
