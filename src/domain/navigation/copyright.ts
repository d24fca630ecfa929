// Spec §9 "footer copyright range from 2000 to the current year". The year is the caller's.

export const COPYRIGHT_FIRST_YEAR = 2000;

export interface CopyrightRange {
  readonly from: number;
  readonly to: number;
}

export const copyrightRange = (currentYear: number): CopyrightRange => ({
  from: COPYRIGHT_FIRST_YEAR,
  to: Math.max(COPYRIGHT_FIRST_YEAR, currentYear),
});
