/**
 * Reads until `check` accepts what `read` gives, as Playwright's own web-first assertions do:
 * a list or a count read once (`allTextContents`, `count`) does not wait for a part of the page
 * that is still arriving, and on a loaded machine it often is. After `timeoutMs` the check runs
 * once more on the latest value, so a failure shows what the page really had.
 */
export const eventually = async <T>(
  read: () => Promise<T>,
  check: (value: T) => void,
  timeoutMs = 10_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
