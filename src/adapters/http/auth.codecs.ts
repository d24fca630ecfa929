import * as t from 'io-ts';

export const OktaLoginResponseCodec = t.type({
  status: t.type({ code: t.number }),
  owl: t.type({ error: t.boolean }),
});

export const SessionCheckResponseCodec = t.intersection([
  t.type({ expiresIn: t.number }),
  t.partial({ status: t.string, url: t.string }),
]);

export const OktaLogoutResponseCodec = t.type({ status: t.string });

export const UserProfileResponseCodec = t.type({
  firstName: t.string,
  lastName: t.string,
  email: t.string,
  countryCode: t.string,
  languagePreference: t.string,
  accountSettings: t.type({
    magento: t.boolean,
    eb_dashboard: t.boolean,
    customer_portal: t.boolean,
  }),
});
