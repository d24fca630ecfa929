/**
 * What the login response leaves behind for the rest of the browser session (spec §4 "An error
 * banner shows when the login response's owl error flag is stored true").
 *
 * Never fails: unreadable storage reads as "nothing stored"; a refused write is forgotten.
 */
export interface LoginFlags {
  /** The stored owl error flag as storage gives it back (the domain decides what counts as true). */
  readOwlError(): boolean | string | undefined;
  writeOwlError(owlError: boolean): void;
}
