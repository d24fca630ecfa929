// Strict base64 for the RelayState deep link (spec §2): the standard and the URL-safe alphabets,
// padding optional but never misplaced.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const WELL_FORMED = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded bytes, or undefined when `input` is not base64. */
export const decodeBase64 = (input: string): Uint8Array | undefined => {
  const standard = input.replaceAll('-', '+').replaceAll('_', '/');
  if (!WELL_FORMED.test(standard)) return undefined;
  const body = standard.replace(/=+$/, '');
  const padded = body.length !== standard.length;
  if (body.length % 4 === 1 || (padded && standard.length % 4 !== 0)) return undefined;
  const bytes: number[] = [];
  let bits = 0;
  let bitCount = 0;
  for (const char of body) {
    bits = ((bits << 6) | ALPHABET.indexOf(char)) & 0xffff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      bytes.push((bits >> bitCount) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
};

/** Standard base64, padded. */
export const encodeBase64 = (bytes: Uint8Array): string => {
  let output = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = bytes.subarray(index, index + 3);
    const bits = [0, 1, 2].reduce((acc, offset) => (acc << 8) | (chunk[offset] ?? 0), 0);
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET.charAt((bits >> shift) & 63));
    output += chars
      .slice(0, chunk.length + 1)
      .join('')
      .padEnd(4, '=');
  }
  return output;
};
