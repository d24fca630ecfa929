/** Spec §9 breakpoints: 600, 767 and 1023 pixels. */
export const breakpoints = { small: 600, medium: 767, large: 1023 } as const;

export const media = {
  atLeastSmall: `@media (min-width: ${breakpoints.small + 1}px)`,
  atLeastMedium: `@media (min-width: ${breakpoints.medium + 1}px)`,
  atLeastLarge: `@media (min-width: ${breakpoints.large + 1}px)`,
} as const;

export const colors = {
  brand: '#005172',
  brandDark: '#003a52',
  text: '#1f2933',
  muted: '#52606d',
  border: '#cbd2d9',
  background: '#f5f7fa',
  surface: '#ffffff',
  error: '#b42318',
  errorBackground: '#fef3f2',
  info: '#175cd3',
  infoBackground: '#eff8ff',
  focus: '#f5a623',
} as const;
