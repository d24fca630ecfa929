import { tokens, type Tokens } from './tokens';

/** The same shape as the tokens, each leaf a `var(--…)` reference to its CSS variable. */
export type TokenVariables<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : TokenVariables<T[K]>;
};

const kebab = (name: string): string =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

type Tree = { readonly [key: string]: string | Tree };

const walk = (tree: Tree, prefix: string, visit: (name: string, value: string) => void): void => {
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}-${kebab(key)}`;
    if (typeof value === 'string') visit(name, value);
    else walk(value, name, visit);
  }
};

/** Every token as a custom property declaration, `--color-brand: #0B4F8A`, for `:root`. */
export const cssVariableDeclarations = (source: Tokens = tokens): string => {
  const lines: string[] = [];
  walk(source, '-', (name, value) => lines.push(`${name}: ${value};`));
  return lines.join('\n');
};

const referencesOf = (tree: Tree, prefix: string): Tree =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const name = `${prefix}-${kebab(key)}`;
      return [key, typeof value === 'string' ? `var(${name})` : referencesOf(value, name)];
    }),
  );

/**
 * What components write: `${v.color.brand}` is `var(--color-brand)`, so a style never holds a raw
 * value and the tokens can change (a dark theme, a brand refresh) in one place.
 */
// Safe: referencesOf keeps every key of the tokens and turns each string leaf into a string.
export const v = referencesOf(tokens, '-') as TokenVariables<Tokens>;
