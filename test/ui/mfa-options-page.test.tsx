import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { TOKENS } from '../../src/application/app.tokens';
import { testProfile } from '../application/frame-fakes';
import {
  FakeMfaOptionsGateway,
  rejected,
} from '../application/mfa-options/fake-mfa-options-gateway';
import { axe } from './axe';
import { portalContainer } from './portal-fakes';
import { renderRoute } from './render-portal';

// Spec §2 /mfa "MFA Options" (issue 28) through the portal's routes and frame, with the
// /services/mfa calls faked: the account area's entry, adding an app, the recovery codes shown
// once, the proof a protected change asks for, and "Page not found" where MFA is off.

const show = (prepare: (gateway: FakeMfaOptionsGateway) => void = () => undefined) => {
  const { container, fakes } = portalContainer();
  fakes.profiles.profile = testProfile({ mfaEnabled: true });
  const gateway = new FakeMfaOptionsGateway();
  prepare(gateway);
  container.bind(TOKENS.MfaOptionsGateway).toConstantValue(gateway);
  const view = renderRoute(container, '/mfa');
  return { gateway, view, passkeys: fakes.passkeys, user: userEvent.setup() };
};

const heading = () => screen.findByRole('heading', { level: 1, name: 'MFA Options' });

describe('MFA Options', () => {
  it('is an account page: the sub-navigation marks it, and two-step sign-in starts off', async () => {
    const { view } = show();
    expect(await heading()).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Business Portal | MFA Options'));
    const navigation = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(navigation).getByRole('link', { name: 'MFA Options' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('You have no second factor yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await axe(view.container)).toHaveNoViolations();
  });

  it("adds a passkey by its name and the browser's prompt, a refusal shown at the name", async () => {
    const { view, user, passkeys, gateway } = show();
    await heading();
    passkeys.createAnswer = E.left('alreadyAdded');
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const naming = await screen.findByRole('region', { name: 'Add a passkey' });
    const name = within(naming).getByLabelText('Name');
    expect(name).toHaveValue('Passkey');
    await user.clear(name);
    await user.type(name, 'Work laptop');
    await user.click(within(naming).getByRole('button', { name: 'Create the passkey' }));
    expect(
      await within(naming).findByText(
        'This device or password manager already holds a passkey for your account.',
      ),
    ).toBeInTheDocument();
    expect(within(naming).getByLabelText('Name')).toHaveValue('Work laptop');
    expect(await axe(view.container)).toHaveNoViolations();
    passkeys.createAnswer = E.right({ id: 'new-credential' });
    await user.click(within(naming).getByRole('button', { name: 'Create the passkey' }));
    expect(await screen.findByRole('region', { name: 'Save your recovery codes' })).toBeVisible();
    expect(gateway.calls).toContain('confirmPasskey registration-2 new-credential');
  });

  it('adds an app with its key, then shows the recovery codes once and the app in the list', async () => {
    const { view, user } = show();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Add an authenticator app' }));
    const naming = await screen.findByRole('region', { name: 'Add an authenticator app' });
    expect(within(naming).getByRole('heading')).toHaveFocus();
    await user.click(within(naming).getByRole('button', { name: 'Continue' }));
    const scanning = await screen.findByRole('region', { name: 'Scan the QR code' });
    expect(scanning).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(within(scanning).getByLabelText('Code from the app'), '12345');
    await user.click(within(scanning).getByRole('button', { name: 'Confirm and turn on' }));
    const field = within(scanning).getByLabelText('Code from the app');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('12345');
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(scanning).getByRole('button', { name: 'Confirm and turn on' }));
    const codes = await screen.findByRole('region', { name: 'Save your recovery codes' });
    expect(within(codes).getByRole('list', { name: 'Your recovery codes' })).toHaveTextContent(
      'aaaaa-bbbbb',
    );
    expect(await axe(view.container)).toHaveNoViolations();
    await user.click(within(codes).getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText(/Your authenticator app is added/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Phone' })).toBeInTheDocument();
    expect(screen.getByText('10 unused codes left')).toBeInTheDocument();
  });

  it('takes a passkey as the proof a protected change asks for', async () => {
    const { user, passkeys, view } = show((gateway) => {
      gateway.status_ = {
        factors: [
          {
            id: 'pk-1',
            kind: 'passkey',
            name: 'Laptop',
            createdAt: new Date(0),
            lastUsedAt: undefined,
          },
        ],
        recoveryCodesLeft: 10,
      };
      gateway.proved = false;
    });
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Get new recovery codes' }));
    const proof = await screen.findByRole('region', { name: 'Confirm it is you' });
    expect(within(proof).queryByRole('button', { name: /code from my app/ })).toBeNull();
    expect(await axe(view.container)).toHaveNoViolations();
    await user.click(within(proof).getByRole('button', { name: 'Confirm with my passkey' }));
    expect(
      await screen.findByRole('region', { name: 'Save your recovery codes' }),
    ).toHaveTextContent('ccccc-ddddd');
    expect(passkeys.prompts).toMatchObject([{ kind: 'sign', autofill: false }]);
  });

  it('asks for the password before new recovery codes when the last proof is old', async () => {
    const { user } = show((gateway) => {
      gateway.status_ = {
        factors: [
          {
            id: 'app-1',
            kind: 'totp',
            name: 'Phone',
            createdAt: new Date(0),
            lastUsedAt: undefined,
          },
        ],
        recoveryCodesLeft: 2,
      };
      gateway.proved = false;
    });
    await heading();
    expect(
      await screen.findByText(
        'You have only 2 recovery codes left. Get new codes before you run out.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    const proof = await screen.findByRole('region', { name: 'Confirm it is you' });
    await user.type(within(proof).getByLabelText('Password'), 'secret');
    await user.click(within(proof).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('region', { name: 'Save your recovery codes' }),
    ).toHaveTextContent('ccccc-ddddd');
  });

  it('is "Page not found" where the country has no MFA', async () => {
    show((gateway) => {
      gateway.failNext = rejected(404, 'MFA_UNAVAILABLE');
    });
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that page." }),
    ).toBeInTheDocument();
  });
});
