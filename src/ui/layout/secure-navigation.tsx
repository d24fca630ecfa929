import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { colors } from '../theme';

const Nav = styled.nav`
  display: flex;
  gap: 1rem;
  align-items: center;
  a {
    color: #fff;
    text-decoration: none;
    font-weight: 600;
    padding: 0.5rem 0.25rem;
    border-bottom: 3px solid transparent;
  }
  a.active {
    border-bottom-color: #fff;
  }
  a:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** The navigation bar of secure pages; the full bar (company selector, tabs, profile menu) grows from here. */
export const SecureNavigation = () => (
  <Nav aria-label="Main">
    <NavLink to="/" end>
      <FormattedMessage id="nav.home" />
    </NavLink>
    <NavLink to="/logout">
      <FormattedMessage id="nav.signOut" />
    </NavLink>
  </Nav>
);
