import * as t from 'io-ts';

/** updateUserProfile's full variant (spec §3 "Profile update payload"). */
export interface FullProfileUpdateDto {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  readonly emailAddress: string;
  readonly userName: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postal_code: string;
  readonly language_preference_code: string;
}

/** updateUserProfile's answer: getUserProfile's details plus the address the form edits. */
export const UpdatedProfileCodec = t.type({
  firstName: t.string,
  lastName: t.string,
  email: t.string,
  phoneNumber: t.string,
  countryCode: t.string,
  languagePreference: t.string,
  street: t.string,
  city: t.string,
  state: t.string,
  postalCode: t.string,
});

export const ConsentRecordedCodec = t.type({ bloomreachConsent: t.boolean });

export const LendioAuthCodec = t.type({ url: t.string });

export const CachePurgedCodec = t.type({ purged: t.literal(true) });

export type UpdatedProfileDto = t.TypeOf<typeof UpdatedProfileCodec>;
