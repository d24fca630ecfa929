import fc from 'fast-check';
import { decodeBase64, encodeBase64 } from '../../../src/domain/redirects/base64';

const text = (bytes: Uint8Array | undefined) =>
  bytes === undefined ? undefined : String.fromCharCode(...bytes);
const bytesOf = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));

describe('base64 — the encoding of spec §2 "RelayState, base64-encoded"', () => {
  it.each([
    ['', ''],
    ['Zg==', 'f'],
    ['Zm8=', 'fo'],
    ['Zm9v', 'foo'],
    ['Zm9vYg', 'foob'],
    ['Zm9vYmE', 'fooba'],
    ['Zm9vYmFy', 'foobar'],
    ['MTIzNDU2Nzg5', '123456789'],
    ['-_8', '\xfb\xff'],
    ['+/8=', '\xfb\xff'],
    ['/w', '\xff'],
  ])('decodes %j to %j', (input, expected) => {
    expect(text(decodeBase64(input))).toBe(expected);
  });

  it.each([
    ['Zm9v!', 'a character outside both alphabets'],
    ['Zm9 v', 'a space'],
    ['Z', 'a single leftover character'],
    ['Zm9vY', 'five characters'],
    ['Zg=', 'padding that does not complete a quantum'],
    ['Zg===', 'three padding characters'],
    ['Z=g=', 'padding inside'],
    ['=Zg=', 'padding first'],
  ])('rejects %j: %s', (input) => {
    expect(decodeBase64(input)).toBeUndefined();
  });

  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foobar', 'Zm9vYmFy'],
    ['\xfb\xff', '+/8='],
  ])('encodes %j to %j', (input, expected) => {
    expect(encodeBase64(bytesOf(input))).toBe(expected);
  });

  it('property: decode(encode(bytes)) = bytes, also URL-safe and unpadded', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const encoded = encodeBase64(bytes);
        expect(decodeBase64(encoded)).toEqual(bytes);
        expect(
          decodeBase64(encoded.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')),
        ).toEqual(bytes);
        expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
      }),
    );
  });

  it("property: agrees with Node's strict decoder on well-formed input", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9+/]{0,12}$/), (input) => {
        const decoded = decodeBase64(input);
        if (decoded !== undefined && input.length % 4 !== 1) {
          expect(Buffer.from(decoded)).toEqual(Buffer.from(input, 'base64'));
        }
        expect(decoded === undefined).toBe(input.length % 4 === 1);
      }),
    );
  });
});
