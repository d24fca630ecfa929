/**
 * One test per row: a constant of a domain module and the value that the spec sentence (or the
 * decision) quoted in the row gives it.
 */
export const eachConstantIsAsQuoted = (
  rows: readonly (readonly [quote: string, actual: unknown, expected: unknown])[],
): void => {
  it.each(rows)('%s', (_quote, actual, expected) => {
    expect(actual).toEqual(expected);
  });
};
