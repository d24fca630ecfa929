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

export const UserProfileResponseCodec = t.intersection([
  t.type({
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
  }),
  // Spec §3 profile details; isDnbUser is read only by the change-password page (D-SIGNIN-UI-5),
  // phone and address only by My Account (D-ACCT-UI-1). Optional so that an answer without them
  // still gives the frame its profile.
  t.partial({
    isDnbUser: t.boolean,
    phoneNumber: t.string,
    street: t.string,
    city: t.string,
    state: t.string,
    postalCode: t.string,
    // Issue 28: MFA is on for the account's country (D-MFA-1); an answer without it means off.
    mfaEnabled: t.boolean,
  }),
]);

export type UserProfileResponse = t.TypeOf<typeof UserProfileResponseCodec>;
