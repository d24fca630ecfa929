import { Type } from 'typebox';
import { DunsNumber } from '../http/schemas';

export const UrlAnswer = Type.Object({ url: Type.String() });
export const SsoAnswer = Type.Object({ ssoUrl: Type.String() });

export const DecodeAnswer = Type.Object({
  dunsNumber: Type.Optional(DunsNumber),
  appId: Type.Optional(Type.Integer()),
  parameters: Type.Record(Type.String(), Type.String(), {
    description: 'every parameter of the decoded query, as given (the DUNS still base64)',
  }),
});
