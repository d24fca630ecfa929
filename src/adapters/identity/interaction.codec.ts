import * as t from 'io-ts';

/** The provider's answer to accepted credentials: where the browser continues the code flow. */
export const InteractionResultCodec = t.type({ location: t.string });
