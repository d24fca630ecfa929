// Spec §9 "Breakpoints: 600, 767, 1023 pixels." §2 "Ad slots exist per country for desktop,
// tablet and mobile". Up to 767 px is mobile, up to 1023 px tablet, wider desktop, and below 600 px
// the small layout (D-DOM-17); the screens apply them as media queries (src/ui/theme/tokens.ts).

/** §9 "Breakpoints: 600, 767, 1023 pixels." */
export const BREAKPOINTS_PX = { small: 600, mobile: 767, tablet: 1023 } as const;

export type Device = 'mobile' | 'tablet' | 'desktop';
