import { Type } from 'typebox';
import {
  BUSINESS_NAME_MAX_LENGTH,
  BUSINESS_NAME_MIN_LENGTH,
  ZIP_CODE_PATTERN,
} from '../../src/domain/companies/duns-search';
import { DunsNumber, errorRef, inputErrors, sessionErrors } from '../http/schemas';
import { DirectoryCompany, SEARCH_LIMIT } from './company-directory';
import { ISSUED_AFTER_BUSINESS_DAYS } from './duns-applications';
import { ASSOCIATE_A_DUNS_APP_ID } from '../../src/domain/entitlements/product-catalogue';
import { ASSOCIATION_VERIFIED_AFTER_BUSINESS_DAYS } from './duns-associations';

const ZipCode = Type.String({ pattern: ZIP_CODE_PATTERN, description: 'a 5-digit US ZIP Code' });

/**
 * The domain's business name (spec §5, D-DOM-27), as the portal sends it: trimmed, so its bounds
 * are the rule's; the route applies the rule itself too, for what a schema cannot say (trimming).
 */
const BusinessName = (description: string) =>
  Type.String({
    minLength: BUSINESS_NAME_MIN_LENGTH,
    maxLength: BUSINESS_NAME_MAX_LENGTH,
    description: `${description}, ${BUSINESS_NAME_MIN_LENGTH} to ${BUSINESS_NAME_MAX_LENGTH} characters once trimmed`,
  });

export const CompanySearchBody = Type.Object(
  { businessName: BusinessName('the business name'), zipCode: ZipCode },
  { additionalProperties: false },
);

const EncryptedDuns = Type.String({
  minLength: 1,
  maxLength: 512,
  description:
    'a DUNS number sealed by this server (base64url AES-256-GCM), as given by companySearch',
});

const FoundCompany = Type.Object({
  ...DirectoryCompany.properties,
  encryptedDuns: EncryptedDuns,
});

export const CompanySearchAnswer = Type.Object({
  companies: Type.Array(FoundCompany, {
    maxItems: SEARCH_LIMIT,
    description:
      'best match first; empty when nothing matched ("Sorry, no results were found in the company search.")',
  }),
});

export const DfcCaseQuery = Type.Object(
  {
    flow: Type.Literal('GAD'),
    businessName: Type.Optional(BusinessName('name the DUNS is requested for (when starting)')),
    zipCode: Type.Optional(
      Type.String({
        pattern: ZIP_CODE_PATTERN,
        description:
          'a 5-digit US ZIP Code: an application is submitted once it has one; started without one, it waits, notComplete',
      }),
    ),
  },
  { additionalProperties: false },
);

export const DfcCaseAnswer = Type.Object({
  caseId: Type.String(),
  status: Type.Union(
    [
      Type.Literal('notComplete'),
      Type.Literal('pending'),
      Type.Literal('processing'),
      Type.Literal('issued'),
    ],
    {
      description:
        'notComplete while started without a ZIP Code (asking again with one submits it); once ' +
        `submitted, pending for the first business day, processing until ${ISSUED_AFTER_BUSINESS_DAYS} business days, then issued`,
    },
  ),
  submittedAt: Type.String({
    format: 'date-time',
    description: 'when it was submitted; while notComplete, when it was started',
  }),
  businessName: Type.String(),
  dunsNumber: Type.Optional(DunsNumber),
  encryptedDuns: Type.Optional(EncryptedDuns),
});

const AppId = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: '^\\d{1,9}$' })], {
  description: 'application id of the spec §3 catalogue (number or numeric string)',
});
const SalesChannel = Type.String({ minLength: 1, maxLength: 64 });

export const EntitleBody = Type.Object(
  { encrypted_duns: EncryptedDuns, app_id: AppId, sales_channel: SalesChannel },
  { additionalProperties: false },
);

export const FreemiumBody = Type.Object(
  {
    app_id: AppId,
    encrypted_duns: EncryptedDuns,
    country_id: Type.String({
      pattern: '^[A-Za-z]{2}$',
      description: 'ISO country code, e.g. US, GB',
    }),
    sales_channel: SalesChannel,
  },
  { additionalProperties: false },
);

export const EntitledAnswer = Type.Object({
  status: Type.Literal('ENTITLED'),
  dunsNumber: DunsNumber,
  appId: Type.Integer(),
  productId: Type.Union([Type.Integer(), Type.Null()]),
  productName: Type.String(),
  entitlementStatus: Type.Union(
    [Type.Literal('active'), Type.Literal('trial'), Type.Literal('pending')],
    {
      description:
        `pending: an Associate-a-DUNS association (app ${ASSOCIATE_A_DUNS_APP_ID}) the provider is ` +
        `verifying; it turns active after ${ASSOCIATION_VERIFIED_AFTER_BUSINESS_DAYS} business day ` +
        '(Monday–Friday, UTC), when the company joins the user’s companies and the user is notified',
    },
  ),
  plaAccepted: Type.Boolean({
    description: 'false: the product terms must be accepted before use',
  }),
});

export const FreemiumAnswer = Type.Object({
  ...EntitledAnswer.properties,
  trialEndsAt: Type.String({ format: 'date-time' }),
  daysLeft: Type.Integer({ minimum: 0 }),
});

export const entitleErrors = {
  ...inputErrors,
  ...sessionErrors,
  404: errorRef,
  409: errorRef,
} as const;
