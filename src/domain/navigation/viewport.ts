// Spec §9 "Breakpoints: 600, 767, 1023 pixels." §2 "Ad slots exist per country for desktop,
// tablet and mobile". Which widths are which device: D-DOM-17.

/** §9 "Breakpoints: 600, 767, 1023 pixels." */
export const BREAKPOINTS_PX = { small: 600, mobile: 767, tablet: 1023 } as const;

export type Device = 'mobile' | 'tablet' | 'desktop';

export const deviceForWidth = (widthPx: number): Device => {
  if (widthPx <= BREAKPOINTS_PX.mobile) return 'mobile';
  return widthPx <= BREAKPOINTS_PX.tablet ? 'tablet' : 'desktop';
};

/** The narrowest layout (single column, slide-in menu). */
export const isSmallScreen = (widthPx: number): boolean => widthPx <= BREAKPOINTS_PX.small;
