import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** A box that takes no part in the layout: its children sit in its parent's grid or flow. */
const Box = styled.div<{ $media: string | undefined; $from: boolean }>`
  ${({ $media, $from }) =>
    $media === undefined
      ? css`
          display: contents;
        `
      : $from
        ? css`
            display: none;
            ${$media} {
              display: contents;
            }
          `
        : css`
            display: contents;
            ${$media} {
              display: none;
            }
          `}
`;

export interface AtWidthProps {
  /** The theme's media rule (`media.tabletUp`). */
  readonly media: string;
  /** Shown from that width up (true) or below it (false). */
  readonly from: boolean;
  /** Whether the rule matches, as useMediaQuery says: undefined while the screen is unknown. */
  readonly matches: boolean | undefined;
  readonly children: ReactNode;
}

/**
 * What one width shows. Once the screen is known, the other widths' parts are not rendered at all
 * (the accessibility tree holds one navigation, and no hidden control keeps focus or ids); while
 * it is not (the server's markup and its hydration), every width's parts are there and CSS shows
 * the screen's own, so the page is right from its first paint on any screen.
 */
export const AtWidth = ({ media, from, matches, children }: AtWidthProps) => (
  // Once the screen is known the width's CSS is not needed: what is rendered is what it shows.
  <Box $media={matches === undefined ? media : undefined} $from={from}>
    {matches === undefined || matches === from ? children : null}
  </Box>
);
