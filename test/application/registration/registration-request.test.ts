import { registrationRequestOf } from '../../../src/application/registration/registration-request';

// Spec §2 query parameters flow, app_id, payload, redirect_uri, redirect_url; §7 "POST
// /auth/newUser (or /auth/registerUser in the GAD flow) | form plus redirectUrl, ..." (D-REG-UI-2).

describe('what a registration carries from the page’s address', () => {
  it.each<[string, string, { flow: string | undefined; redirectUrl: string }]>([
    ['nothing', '', { flow: undefined, redirectUrl: '' }],
    ['flow=GAD', 'flow=GAD', { flow: 'GAD', redirectUrl: '' }],
    [
      'redirect_url as given (the server applies its allow-list)',
      'redirect_url=https%3A%2F%2Fapp.example.com%2Fx',
      { flow: undefined, redirectUrl: 'https://app.example.com/x' },
    ],
    [
      'redirect_uri when there is no redirect_url',
      'redirect_uri=%2FaccountInfo',
      { flow: undefined, redirectUrl: '/accountInfo' },
    ],
    [
      'app_id and payload: the dashboard path that carries them',
      'app_id=294&payload=abc%3D',
      { flow: undefined, redirectUrl: '/?app_id=294&payload=abc%3D' },
    ],
    [
      'redirect_url wins over app_id',
      'app_id=294&redirect_url=%2Fagreement',
      { flow: undefined, redirectUrl: '/agreement' },
    ],
    ['blank values are absent', 'flow=%20&redirect_url=', { flow: undefined, redirectUrl: '' }],
  ])('%s', (_case, query, expected) => {
    expect(registrationRequestOf('portal', new URLSearchParams(query))).toEqual({
      source: 'portal',
      ...expected,
    });
  });
});
