import { createGlobalStyle } from 'styled-components';
import { cssVariableDeclarations } from './css-variables';
import { media } from './tokens';
import { v } from './css-variables';

/** The tokens as CSS variables, and the page defaults every screen shares (docs/design.md). */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssVariableDeclarations()}
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: ${v.font.family};
    font-size: ${v.type.md.size};
    line-height: ${v.type.md.lineHeight};
    font-weight: ${v.font.weightRegular};
    color: ${v.color.text};
    background: ${v.color.surfaceSubtle};
  }
  :focus-visible {
    outline: ${v.size.focusRing} solid ${v.color.info};
    outline-offset: ${v.size.focusRing};
  }
  ${media.reducedMotion} {
    *, *::before, *::after {
      transition-duration: 0s !important;
      animation-duration: 0s !important;
    }
  }
`;
