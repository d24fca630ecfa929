import {
  isStructurallySame,
  parse,
  TYPE,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import {
  accent,
  PSEUDO_CLOSE,
  PSEUDO_GROWTH,
  PSEUDO_OPEN,
  pseudoLocalize,
  pseudoLocalizeCatalogue,
  shownTextLength,
} from '../../scripts/pseudo-localize';
import { readCatalogue, SOURCE_LOCALE } from '../../scripts/translation-catalogue';

// docs/decisions/pseudo-locale.md D-PSEUDO-1: en-xa is en-us with every literal accented, 40 %
// longer, in ⟦…⟧, and everything that is not text (arguments, plurals, selects, tags) kept as it
// was.

/** Every literal text of a message, each plural or select branch and tag content included. */
const literalsOf = (elements: readonly MessageFormatElement[]): string[] =>
  elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.tag) return literalsOf(element.children);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => literalsOf(option.value));
    return [];
  });

const ASCII_LETTER = /[A-Za-z]/;

describe('pseudoLocalize', () => {
  it.each([
    ['plain text', 'Sign in', '⟦Šíĝñ íñ ··⟧'],
    ['an argument', 'Hello {name}', '⟦Ĥéĺĺó {name} ··⟧'],
    ['a tag', 'Read <b>this</b>', '⟦Ŕéáð <b>ţĥíš</b> ···⟧'],
    [
      'a plural',
      '{n, plural, one {# day} other {# days}}',
      '⟦{n,plural,one{# ðáý} other{# ðáýš}} ·⟧',
    ],
    [
      'a select',
      '{kind, select, a {Alpha} other {Beta}}',
      '⟦{kind,select,a{Áĺþĥá} other{Ɓéţá}} ·⟧',
    ],
    ['a number', 'Total {amount, number}', '⟦Ţóţáĺ {amount, number} ··⟧'],
    ['only an argument', '{name}', '⟦{name}⟧'],
    ['an apostrophe', "Don't", "⟦Ðóñ'ţ ·⟧"],
  ])('%s', (_, english, pseudo) => {
    expect(pseudoLocalize(english)).toBe(pseudo);
  });

  it('accents every letter of the alphabet, one character for one', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const accented = accent(letters);
    expect(accented).toHaveLength(letters.length);
    expect(accented).not.toMatch(ASCII_LETTER);
    expect(new Set(accented).size).toBe(letters.length);
    expect(accent('{0} #, 12-34.')).toBe('{0} #, 12-34.');
  });

  describe('over the whole en-us catalogue', () => {
    const english = readCatalogue(SOURCE_LOCALE);
    const pseudo = pseudoLocalizeCatalogue(english);
    const ids = Object.keys(english);

    it('has every message id', () => {
      expect(Object.keys(pseudo)).toEqual(ids);
    });

    it.each(ids)('%s keeps its arguments, plurals, selects and tags', (id) => {
      expect(isStructurallySame(parse(english[id] ?? ''), parse(pseudo[id] ?? ''))).toEqual({
        success: true,
      });
    });

    it('accents every literal, so no plain ASCII letter is left', () => {
      const unaccented = ids.filter((id) =>
        literalsOf(parse(pseudo[id] ?? '')).some((text) => ASCII_LETTER.test(text)),
      );
      expect(unaccented).toEqual([]);
    });

    it('brackets every message', () => {
      const unbracketed = ids.filter((id) => {
        const text = pseudo[id] ?? '';
        return !text.startsWith(PSEUDO_OPEN) || !text.endsWith(PSEUDO_CLOSE);
      });
      expect(unbracketed).toEqual([]);
    });

    it('makes every message at least 40 % longer', () => {
      const short = ids.filter((id) => {
        const before = shownTextLength(parse(english[id] ?? ''));
        const after =
          shownTextLength(parse(pseudo[id] ?? '')) - PSEUDO_OPEN.length - PSEUDO_CLOSE.length;
        return after < before * (1 + PSEUDO_GROWTH);
      });
      expect(short).toEqual([]);
    });
  });
});
