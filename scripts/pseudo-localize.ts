// The pseudo-locale en-xa (docs/decisions/pseudo-locale.md D-PSEUDO-1), generated from en-us at
// build time, never a folder of translations/source: every literal part of a message accented, the
// message 40 % longer and in brackets, its arguments, plurals, selects and tags untouched. A page
// in en-xa shows at a glance which text did not come from the catalogue (no brackets, no accents)
// and whether a longer translation still fits.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

/** The pseudo-locale's id: the chunk `messages-en-xa`, asked for with `?lang=en-xa`. */
export const PSEUDO_LOCALE = 'en-xa';

/** The brackets around each pseudo-localized message. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** How much longer a pseudo-localized message is than its English source (German, Finnish...). */
export const PSEUDO_GROWTH = 0.4;

/** One precomposed character (one UTF-16 unit) each, so accenting never changes a text's length. */
// prettier-ignore
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ĺ',
  m: 'ɱ', n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ',
  y: 'ý', z: 'ž', A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ',
  K: 'Ķ', L: 'Ĺ', M: 'Ṁ', N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ',
  W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

export const accent = (text: string): string =>
  [...text].map((character) => ACCENTED[character] ?? character).join('');

/**
 * The padding that makes a message 40 % longer: dots in groups of five, so a long message can
 * still wrap between them as a translated one would between its words.
 */
export const padding = (length: number): string => {
  const isGap = (index: number) => index % 6 === 5 && index < length - 1;
  return Array.from({ length }, (_, index) => (isGap(index) ? ' ' : '·')).join('');
};

/**
 * How long the text of a message is as shown: its literal parts, the longest branch of each plural
 * or select, the text inside tags (arguments are data, not catalogue text: they count nothing).
 */
export const shownTextLength = (elements: readonly MessageFormatElement[]): number =>
  elements.reduce((total, element) => {
    switch (element.type) {
      case TYPE.literal:
        return total + element.value.length;
      case TYPE.tag:
        return total + shownTextLength(element.children);
      case TYPE.plural:
      case TYPE.select:
        return (
          total +
          Math.max(
            0,
            ...Object.values(element.options).map((option) => shownTextLength(option.value)),
          )
        );
      default:
        return total;
    }
  }, 0);

const accentElements = (elements: readonly MessageFormatElement[]): MessageFormatElement[] =>
  elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: accent(element.value) };
      case TYPE.tag:
        return { ...element, children: accentElements(element.children) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: accentElements(option.value) },
            ]),
          ),
        };
      default:
        return element;
    }
  });

const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });

/** One message's AST in the pseudo-locale. */
export const pseudoLocalizeElements = (
  elements: readonly MessageFormatElement[],
): MessageFormatElement[] => {
  const extra = Math.ceil(shownTextLength(elements) * PSEUDO_GROWTH);
  return [
    literal(PSEUDO_OPEN),
    ...accentElements(elements),
    literal(`${extra > 0 ? ` ${padding(extra - 1)}` : ''}${PSEUDO_CLOSE}`),
  ];
};

/** One ICU message in the pseudo-locale, as ICU text again. */
export const pseudoLocalize = (message: string): string =>
  printAST(pseudoLocalizeElements(parse(message)));

/** A whole catalogue in the pseudo-locale. */
export const pseudoLocalizeCatalogue = (
  catalogue: Readonly<Record<string, string>>,
): Record<string, string> =>
  Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, pseudoLocalize(text)]));
