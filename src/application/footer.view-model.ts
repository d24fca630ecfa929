/** Spec §9: "footer copyright range from 2000 to the current year". */
export const COPYRIGHT_FIRST_YEAR = 2000;

export const toCopyrightRange = (now: Date): { readonly from: number; readonly to: number } => ({
  from: COPYRIGHT_FIRST_YEAR,
  to: Math.max(COPYRIGHT_FIRST_YEAR, now.getFullYear()),
});
