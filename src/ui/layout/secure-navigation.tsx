import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { SIGN_OUT_INTENT } from '../routing/sign-out-intent';

const Nav = styled.nav`
  display: flex;
  gap: ${v.space[4]};
  align-items: center;
  a {
    color: ${v.color.onBrand};
    text-decoration: none;
    font-weight: ${v.font.weightStrong};
    padding: ${v.space[2]} ${v.space[1]};
    border-bottom: ${v.size.focusRing} solid transparent;
  }
  a.active {
    border-bottom-color: ${v.color.onBrand};
  }
  a:focus-visible {
    outline-color: ${v.color.onBrand};
  }
`;

/** The navigation bar of secure pages; the full bar (company selector, tabs, profile menu) grows from here. */
export const SecureNavigation = () => (
  <Nav aria-label="Main">
    <NavLink to="/" end>
      <FormattedMessage id="nav.home" />
    </NavLink>
    <NavLink to="/logout" state={SIGN_OUT_INTENT}>
      <FormattedMessage id="nav.signOut" />
    </NavLink>
  </Nav>
);
