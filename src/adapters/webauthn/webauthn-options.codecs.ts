import * as t from 'io-ts';

// The JSON forms of WebAuthn's options (WebAuthn Level 3 §5.4, §5.5) as @simplewebauthn/browser
// takes them; what the browser does not need is let through unread.

const PublicKey = t.literal('public-key');
const Transport = t.keyof({
  ble: null,
  cable: null,
  hybrid: null,
  internal: null,
  nfc: null,
  'smart-card': null,
  usb: null,
});
const UserVerification = t.keyof({ required: null, preferred: null, discouraged: null });

const Descriptor = t.intersection([
  t.type({ id: t.string, type: PublicKey }),
  t.partial({ transports: t.array(Transport) }),
]);

const Extensions = t.partial({ credProps: t.boolean });

export const CreationOptionsCodec = t.intersection([
  t.type({
    rp: t.intersection([t.type({ name: t.string }), t.partial({ id: t.string })]),
    user: t.type({ id: t.string, name: t.string, displayName: t.string }),
    challenge: t.string,
    pubKeyCredParams: t.array(t.type({ alg: t.number, type: PublicKey })),
  }),
  t.partial({
    timeout: t.number,
    excludeCredentials: t.array(Descriptor),
    authenticatorSelection: t.partial({
      authenticatorAttachment: t.keyof({ platform: null, 'cross-platform': null }),
      requireResidentKey: t.boolean,
      residentKey: t.keyof({ discouraged: null, preferred: null, required: null }),
      userVerification: UserVerification,
    }),
    attestation: t.keyof({ none: null, indirect: null, direct: null, enterprise: null }),
    extensions: Extensions,
  }),
]);

export const RequestOptionsCodec = t.intersection([
  t.type({ challenge: t.string }),
  t.partial({
    timeout: t.number,
    rpId: t.string,
    allowCredentials: t.array(Descriptor),
    userVerification: UserVerification,
    extensions: Extensions,
  }),
]);
