/**
 * The space between two messages shown side by side (a visible one and a screen-reader note): not
 * text to translate, so not in the catalogue, and named so the no-literal-text lint rule can tell
 * it from a forgotten message.
 */
export const WORD_SPACE = ' ';
