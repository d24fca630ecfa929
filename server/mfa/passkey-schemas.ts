import { Type } from 'typebox';

/** base64url, bounded so that a body of megabytes is refused before any work. */
const Base64Url = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$', description });

const Attachment = Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]);
const Extensions = Type.Object(
  {},
  { additionalProperties: true, description: "the browser's extension results" },
);

/** What @simplewebauthn/browser's startRegistration hands back: the new credential. */
export const RegistrationResponse = Type.Object(
  {
    id: Base64Url(1024, 'the credential id'),
    rawId: Base64Url(1024, 'the credential id'),
    type: Type.Literal('public-key'),
    response: Type.Object(
      {
        clientDataJSON: Base64Url(8192, 'the client data'),
        attestationObject: Base64Url(65536, 'the attestation object'),
        authenticatorData: Type.Optional(Base64Url(65536, 'the authenticator data')),
        transports: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 8 })),
        publicKeyAlgorithm: Type.Optional(Type.Integer()),
        publicKey: Type.Optional(Base64Url(8192, 'the public key (SPKI)')),
      },
      { additionalProperties: false },
    ),
    authenticatorAttachment: Type.Optional(Attachment),
    clientExtensionResults: Extensions,
  },
  { additionalProperties: false },
);

/** What @simplewebauthn/browser's startAuthentication hands back: a signature of the challenge. */
export const AuthenticationResponse = Type.Object(
  {
    id: Base64Url(1024, 'the credential id'),
    rawId: Base64Url(1024, 'the credential id'),
    type: Type.Literal('public-key'),
    response: Type.Object(
      {
        clientDataJSON: Base64Url(8192, 'the client data'),
        authenticatorData: Base64Url(65536, 'the authenticator data'),
        signature: Base64Url(2048, 'the signature'),
        userHandle: Type.Optional(Base64Url(1024, 'the user handle')),
      },
      { additionalProperties: false },
    ),
    authenticatorAttachment: Type.Optional(Attachment),
    clientExtensionResults: Extensions,
  },
  { additionalProperties: false },
);

/** The options of navigator.credentials.create, as JSON (WebAuthn Level 3). */
export const CreationOptions = Type.Object(
  {
    challenge: Type.String(),
    rp: Type.Object({ id: Type.String(), name: Type.String() }),
    user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
  },
  { additionalProperties: true, description: 'PublicKeyCredentialCreationOptionsJSON' },
);

/** The options of navigator.credentials.get, as JSON (WebAuthn Level 3). */
export const RequestOptions = Type.Object(
  { challenge: Type.String(), rpId: Type.String() },
  { additionalProperties: true, description: 'PublicKeyCredentialRequestOptionsJSON' },
);

export const PasskeyRegistrationAnswer = Type.Object({
  registrationId: Type.String({ description: 'names this registration in its confirmation' }),
  options: CreationOptions,
});

export const RegistrationParams = Type.Object({
  registrationId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const RegistrationBody = Type.Object(
  { response: RegistrationResponse },
  { additionalProperties: false },
);

export const PasskeyOptionsAnswer = Type.Object({ options: RequestOptions });

export const PasskeyBody = Type.Object(
  { passkey: AuthenticationResponse },
  { additionalProperties: false },
);
