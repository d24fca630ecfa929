import { BREAKPOINTS_PX } from '../../domain/navigation/viewport';

/**
 * The design tokens (docs/design.md): the only values components use. Every size is stated here
 * once, in px as the brief gives it, and reaches components as a CSS variable (`tokens.css.ts`)
 * so that no component holds a raw length or colour.
 */
export const tokens = {
  color: {
    brand: '#0B4F8A',
    brandHover: '#083C69',
    onBrand: '#FFFFFF',
    text: '#1A232B',
    textMuted: '#5B6875',
    borderStrong: '#8A95A1',
    border: '#DDE3E9',
    surface: '#FFFFFF',
    surfaceSubtle: '#F6F8FA',
    surfaceSunken: '#EEF1F4',
    error: '#B42318',
    errorBg: '#FEF3F2',
    warning: '#B54708',
    warningBg: '#FFFAEB',
    info: '#175CD3',
    infoBg: '#EFF8FF',
    success: '#067647',
    successBg: '#ECFDF3',
    scrim: 'rgba(26, 35, 43, 0.5)',
  },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    /** Codes and keys a user copies by hand: every character distinct. */
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    weightRegular: '400',
    weightStrong: '600',
  },
  /** Font size and its line height, by step. */
  type: {
    xs: { size: '12px', lineHeight: '16px' },
    sm: { size: '14px', lineHeight: '20px' },
    md: { size: '16px', lineHeight: '24px' },
    lg: { size: '20px', lineHeight: '28px' },
    xl: { size: '24px', lineHeight: '32px' },
    xxl: { size: '32px', lineHeight: '40px' },
  },
  space: {
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '24px',
    6: '32px',
    7: '48px',
    8: '64px',
  },
  radius: { control: '4px', card: '8px', modal: '12px', round: '9999px' },
  shadow: {
    card: '0 1px 3px rgba(26, 35, 43, 0.12), 0 1px 2px rgba(26, 35, 43, 0.08)',
    popover: '0 4px 12px rgba(26, 35, 43, 0.16)',
    modal: '0 12px 32px rgba(26, 35, 43, 0.24)',
  },
  z: { banner: '10', header: '20', popover: '30', modal: '40', toast: '50' },
  motion: { duration: '150ms', easing: 'ease-out' },
  size: {
    contentMax: '1200px',
    formMax: '480px',
    modalMax: '560px',
    headerDesktop: '64px',
    headerMobile: '56px',
    selectorMin: '280px',
    panel: '320px',
    focusRing: '2px',
    border: '1px',
    borderAccent: '4px',
    control: '44px',
    icon: '20px',
    iconSmall: '16px',
    iconLarge: '24px',
    menuMin: '200px',
    tooltipMax: '280px',
    listMax: '320px',
    /** The QR code an authenticator app scans: large enough for any phone camera. */
    qrCode: '192px',
    /** A column of recovery codes: ten characters and a hyphen in the mono font. */
    codeColumn: '176px',
  },
} as const;

/**
 * Spec §9 breakpoints (600, 767, 1023 px) as the brief names them: phone < 600, small tablet
 * 600–767, tablet 768–1023, desktop ≥ 1024 (D-DOM-17: up to 767 px is mobile, up to 1023 px
 * tablet). Media queries cannot read CSS variables, so these stay numbers.
 */
export const breakpoints = {
  smallTablet: BREAKPOINTS_PX.small,
  tablet: BREAKPOINTS_PX.mobile + 1,
  desktop: BREAKPOINTS_PX.tablet + 1,
} as const;

export const media = {
  smallTabletUp: `@media (min-width: ${breakpoints.smallTablet}px)`,
  tabletUp: `@media (min-width: ${breakpoints.tablet}px)`,
  desktopUp: `@media (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export type Tokens = typeof tokens;
