// Which rows of a virtualized combobox list are rendered, and where the list keys Ariakit leaves
// to the text caret go once an option is active. Plain index arithmetic, kept apart from React.

/**
 * The rows rendered besides those in view: the first and the last (where Arrow Up from the input
 * and Ariakit's Page Up and Page Down without an active option go), and the active option with
 * its neighbours, so that aria-activedescendant always names an element and Arrow Up and Down
 * reach the real neighbour even after the list was scrolled away from it. Ariakit's own
 * virtualizing renderer keeps the first, active and last items mounted the same way.
 */
export const rowsKeptRendered = (activeIndex: number, count: number): readonly number[] => {
  const around = activeIndex >= 0 ? [activeIndex - 1, activeIndex, activeIndex + 1] : [];
  return [0, ...around, count - 1].filter((index) => index >= 0 && index < count);
};

/** The rows in view plus those kept rendered, once each and in list order (the DOM order). */
export const renderedRows = (inView: readonly number[], kept: readonly number[]): number[] =>
  [...new Set([...inView, ...kept])].sort((a, b) => a - b);

/**
 * How many rows Page Up and Page Down move: the rows that fit in view, less one, so the row at the
 * edge stays in view across the page as in a native list box. At least one.
 */
export const rowsPerPage = (viewportPixels: number, rowPixels: number): number =>
  Math.max(1, Math.floor(viewportPixels / rowPixels) - 1);

const JUMP_KEYS = ['Home', 'End', 'PageUp', 'PageDown'] as const;
export type JumpKey = (typeof JUMP_KEYS)[number];

export const isJumpKey = (key: string): key is JumpKey =>
  JUMP_KEYS.some((jumpKey) => jumpKey === key);

/**
 * Where Home, End, Page Up and Page Down take the active option, `pageRows` rows per page. In an
 * editable combobox these keys belong to the text caret until the user has moved into the list
 * (ARIA APG combobox pattern), so with no active option (-1) there is no target.
 */
export const jumpTarget = (
  key: JumpKey,
  activeIndex: number,
  count: number,
  pageRows: number,
): number | undefined => {
  if (activeIndex < 0 || count === 0) return undefined;
  const last = count - 1;
  const page = Math.max(1, pageRows);
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageUp':
      return Math.max(0, activeIndex - page);
    case 'PageDown':
      return Math.min(last, activeIndex + page);
  }
};
