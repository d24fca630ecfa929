import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type { DunsNumber } from '../../../src/domain/companies/duns-number';
import {
  RELAY_STATE_DUNS_PARAMETER,
  base64Bytes,
  base64OfText,
  decodeRelayState,
  encodeRelayState,
  isPrintableAscii,
  textOfBytes,
} from '../../../src/domain/redirects/relay-state';

const b64 = (value: string) => Buffer.from(value, 'latin1').toString('base64');
const relay = (query: string) => b64(query);

describe('RelayState deep link — §2 "RelayState, base64-encoded, holding a query with a base64-encoded DUNS number" (D-DOM-19)', () => {
  it('the query parameter is duns', () => {
    expect(RELAY_STATE_DUNS_PARAMETER).toBe('duns');
  });

  it.each([
    [relay(`duns=${b64('123456789')}`), E.right('123456789'), 'base64 → query → base64 DUNS'],
    [relay(`?duns=${b64('012345678')}`), E.right('012345678'), 'a leading ? and a leading zero'],
    [
      relay(`app_id=294&duns=${b64('123456789')}&x=1`),
      E.right('123456789'),
      'other parameters are ignored',
    ],
    [
      relay(`duns=${encodeURIComponent(b64('123456789'))}`),
      E.right('123456789'),
      'a percent-encoded DUNS',
    ],
    [` ${relay(`duns=${b64('123456789')}`)} `, E.right('123456789'), 'surrounding spaces'],
    [relay(`duns=${b64('123456789')}`).replace(/=+$/, ''), E.right('123456789'), 'unpadded'],
    [
      relay(`q=a b~&duns=${b64('123456789')}`),
      E.right('123456789'),
      'a space (0x20) and a tilde (0x7e) are printable ASCII',
    ],
    ['not base64!', E.left({ code: 'relayState.notBase64' }), 'not base64'],
    ['', E.left({ code: 'relayState.missingDuns' }), 'empty: an empty query'],
    [b64('duns=\u0000'), E.left({ code: 'relayState.notAQuery' }), 'a control character'],
    [b64('duns=\xe9'), E.left({ code: 'relayState.notAQuery' }), 'a byte above ASCII'],
    [relay('app_id=294'), E.left({ code: 'relayState.missingDuns' }), 'no duns parameter'],
    [
      relay(`duns=${b64('111111111')}&duns=${b64('222222222')}`),
      E.left({ code: 'relayState.missingDuns' }),
      'two duns parameters are ambiguous',
    ],
    [
      relay('duns=123456789'),
      E.left({ code: 'relayState.invalidDuns' }),
      'a DUNS that is not base64-encoded',
    ],
    [relay(`duns=${b64('12345678')}`), E.left({ code: 'relayState.invalidDuns' }), 'eight digits'],
    [relay(`duns=${b64('12345678x')}`), E.left({ code: 'relayState.invalidDuns' }), 'a letter'],
    [relay('duns='), E.left({ code: 'relayState.invalidDuns' }), 'an empty DUNS'],
    [relay('duns=!!!!'), E.left({ code: 'relayState.invalidDuns' }), 'a DUNS that is not base64'],
  ])('%j → %j: %s', (value, expected, _sentence) => {
    expect(decodeRelayState(value)).toEqual(expected);
  });

  it('a + turned into a space by a query parser is put back', () => {
    // base64 of "duns=MTIzNDU2Nzg5&pad=>>>" holds a '+'; the query parser's space is restored.
    const encoded = b64(`duns=${b64('123456789')}&pad=>>>`);
    expect(encoded).toContain('+');
    expect(decodeRelayState(encoded.replaceAll('+', ' '))).toEqual(E.right('123456789'));
  });

  const dunsArb = fc.stringMatching(/^[0-9]{9}$/).map((value) => value as DunsNumber);

  it('property: every DUNS number survives encode → decode', () => {
    fc.assert(
      fc.property(dunsArb, (duns) => {
        expect(decodeRelayState(encodeRelayState(duns))).toEqual(E.right(duns));
      }),
    );
  });

  it('property: arbitrary input never throws and never yields anything but nine digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.base64String(),
          fc.uint8Array().map((bytes) => Buffer.from(bytes).toString('base64')),
        ),
        (value) => {
          const result = decodeRelayState(value);
          if (E.isRight(result)) expect(result.right).toMatch(/^[0-9]{9}$/);
        },
      ),
    );
  });

  it('property: a query holding any other parameters still yields its DUNS', () => {
    fc.assert(
      fc.property(
        dunsArb,
        fc.dictionary(
          fc.stringMatching(/^[a-z_]{1,6}$/).filter((key) => key !== 'duns'),
          fc.string(),
        ),
        (duns, extra) => {
          const query = new URLSearchParams({ ...extra, duns: b64(duns) }).toString();
          expect(decodeRelayState(b64(query))).toEqual(E.right(duns));
        },
      ),
    );
  });
});

describe('RelayState steps the backend reads deep links with (D-DOM-19, D-SRV-P7)', () => {
  it.each([
    [' TWFu ', 'Man', 'surrounding spaces are ignored'],
    ['YT4 PmI=', 'a>>>b', 'a space is a + that a query parser turned into a space'],
    ['YT4-PmI', 'a>>>b', 'URL-safe and unpadded'],
    ['', '', 'empty: no bytes'],
  ])('base64Bytes(%j) holds %j: %s', (value, text, _sentence) => {
    const bytes = base64Bytes(value);
    expect(bytes === undefined ? undefined : textOfBytes(bytes)).toBe(text);
  });

  it('base64Bytes: not base64 holds nothing', () => {
    expect(base64Bytes('not base64!')).toBeUndefined();
  });

  it.each([
    [[0x20, 0x41, 0x7e], true, 'space, a letter and tilde are printable'],
    [[0x1f], false, 'a control character below space'],
    [[0x7f], false, 'DEL above tilde'],
    [[], true, 'no bytes'],
  ])('isPrintableAscii(%j) is %j: %s', (bytes, printable, _sentence) => {
    expect(isPrintableAscii(Uint8Array.from(bytes))).toBe(printable);
  });

  it("base64OfText encodes a DUNS number as the provider's sites do", () => {
    expect(base64OfText('123456789')).toBe(b64('123456789'));
  });

  it('property: base64OfText → base64Bytes → textOfBytes gives the text back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        const bytes = base64Bytes(base64OfText(text));
        expect(bytes === undefined ? undefined : textOfBytes(bytes)).toBe(text);
      }),
    );
  });
});
