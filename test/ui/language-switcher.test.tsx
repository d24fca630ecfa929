import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from './axe';
import type { Locale } from '../../src/domain/locale/locale';
import type { CompiledMessages } from '../../src/ui/i18n/portal-intl-provider';
import { createBrowserRouter } from 'react-router-dom';
import { PortalApp } from '../../src/ui/portal-app';
import { portalRoutes } from '../../src/ui/routing/portal-routes';
import { portalContainer } from './portal-fakes';
import { readCatalogue } from '../../scripts/translation-catalogue';

// Issue 11: a language switcher in the footer lists each locale by its own name; switching does
// not reload the app or lose form input; <html lang> follows.

const requested: string[] = [];
// react-intl takes plain ICU strings as well as precompiled ones; the type is the build's.
const loadMessages = (locale: string) => {
  requested.push(locale);
  return Promise.resolve(readCatalogue(locale) as unknown as CompiledMessages);
};

const showLogin = (initial: Locale) => {
  window.history.pushState({}, '', '/login?interaction=abc123');
  const { container, fakes } = portalContainer();
  render(
    <PortalApp
      router={createBrowserRouter(portalRoutes())}
      container={container}
      locale={initial}
      loadMessages={loadMessages}
    />,
  );
  return { fakes, user: userEvent.setup() };
};

afterEach(() => {
  requested.length = 0;
});

describe('the language switcher', () => {
  it('names each locale in its own language, and the current one is chosen', async () => {
    showLogin('en-us');
    const switcher = await screen.findByRole('combobox', { name: 'Language' });
    const names = [...(switcher as HTMLSelectElement).options].map((option) => option.text);
    expect(names).toHaveLength(23);
    expect(names).toEqual(
      expect.arrayContaining(['čeština (Česko)', 'Schweizer Hochdeutsch', 'français canadien']),
    );
    expect(switcher).toHaveValue('en-us');
    expect(document.documentElement.lang).toBe('en-US');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('switches in place: the typed email stays, the page speaks Czech, the choice is stored', async () => {
    const { user, fakes } = showLogin('en-us');
    const email = await screen.findByLabelText('Business email address');
    await user.type(email, 'someone@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'cs-cz');
    expect(
      await screen.findByRole('heading', { name: 'Přihlaste se ke svému účtu' }),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('someone@example.com')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('cs-CZ'));
    expect(fakes.preferences.languagePreference).toBe('cs-cz');
    expect(requested).toEqual(['en-us', 'cs-cz']);
  });

  it('en-ie loads en-us text (an alias) but says the page is en-IE', async () => {
    showLogin('en-ie');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en-IE'));
    expect(requested).toEqual(['en-us']);
  });
});

describe("the login widget's language (spec §1)", () => {
  it('on a French page the widget falls back to English, marked as English', async () => {
    showLogin('fr-ca');
    const heading = await screen.findByRole('heading', { name: 'Sign in to your account' });
    // The lang attribute is not in the accessibility tree's roles and names: read it from the DOM.
    // eslint-disable-next-line testing-library/no-node-access
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en-US');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr-ca');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'));
  });

  it.each([
    ['de-ch', 'Melden Sie sich bei Ihrem Konto an'],
    ['nn-no', 'Logg inn på kontoen din'],
  ] as const)('in %s the widget speaks the page language', async (locale, name) => {
    showLogin(locale);
    const heading = await screen.findByRole('heading', { level: 1, name });
    // eslint-disable-next-line testing-library/no-node-access -- lang is read from the DOM, as above
    expect(heading.closest('[lang="en-US"]')).toBeNull();
  });
});
