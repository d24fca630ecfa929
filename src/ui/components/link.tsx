import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { v } from '../theme/css-variables';
import { buttonStyles, type ButtonVariant, type ButtonWidth } from './button';

const inlineStyles = css`
  color: ${v.color.brand};
  font-weight: ${v.font.weightStrong};
  text-decoration: underline;
  &:hover {
    color: ${v.color.brandHover};
  }
`;

interface Look {
  readonly $look: 'inline' | 'button';
  readonly $variant: ButtonVariant;
  readonly $width: ButtonWidth;
}

const lookStyles = css<Look>`
  ${({ $look, $variant, $width }) =>
    $look === 'inline' ? inlineStyles : buttonStyles($variant, $width)}
`;

const StyledRouterLink = styled(RouterLink)<Look>`
  ${lookStyles}
`;

const StyledAnchor = styled.a<Look>`
  ${lookStyles}
`;

interface CommonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** `button`: a call to action that navigates, drawn as a button (still a link to assistive tech). */
  readonly appearance?: 'inline' | 'button';
  readonly variant?: ButtonVariant;
  readonly width?: ButtonWidth;
  readonly ref?: Ref<HTMLAnchorElement>;
}

export type LinkProps = CommonLinkProps &
  (
    | {
        /** A route of the portal: client-side navigation. */ readonly to: string;
        readonly href?: never;
      }
    | {
        /** Another site or a document: a plain anchor. */ readonly href: string;
        readonly to?: never;
      }
  );

/**
 * A link: a portal route (`to`, react-router) or another address (`href`, a native anchor; one
 * that opens a new tab gets rel="noopener noreferrer").
 */
export const Link = ({
  appearance = 'inline',
  variant = 'primary',
  width = 'auto',
  ...props
}: LinkProps) => {
  const look: Look = { $look: appearance, $variant: variant, $width: width };
  if (props.to !== undefined) {
    const { to, ...anchor } = props;
    return <StyledRouterLink to={to} {...look} {...anchor} />;
  }
  const rel = props.target === '_blank' ? (props.rel ?? 'noopener noreferrer') : props.rel;
  return <StyledAnchor {...look} {...props} rel={rel} />;
};
