import { BrowserNavigator } from '../../src/adapters/browser/browser-navigator.adapter';
import type { ShowOptions } from '../../src/application/ports/navigator.port';

const locationRecording = () => {
  const visits: string[] = [];
  return {
    visits,
    location: {
      assign: (url: string | URL) => void visits.push(`assign ${String(url)}`),
      replace: (url: string | URL) => void visits.push(`replace ${String(url)}`),
      reload: () => void visits.push('reload'),
    },
  };
};

describe('BrowserNavigator', () => {
  it('shows a portal page through the connected router, without loading the document', () => {
    const { visits, location } = locationRecording();
    const navigator = new BrowserNavigator(location);
    const shown: [string, ShowOptions][] = [];
    navigator.connectRouter((path, options) => shown.push([path, options]));

    navigator.show('/access-denied');
    navigator.show('/', { replace: true, intent: 'signedIn' });

    expect(shown).toEqual([
      ['/access-denied', {}],
      ['/', { replace: true, intent: 'signedIn' }],
    ]);
    expect(visits).toEqual([]);
  });

  it('lets the browser load a portal page while no router is connected', () => {
    const { visits, location } = locationRecording();
    const navigator = new BrowserNavigator(location);
    const disconnect = navigator.connectRouter(() => {
      throw new Error('disconnected routers are not called');
    });
    disconnect();

    navigator.show('/access-denied');
    navigator.show('/login?uid=a%40b.com', { replace: true });

    expect(visits).toEqual(['assign /access-denied', 'replace /login?uid=a%40b.com']);
  });

  it('keeps the newer router when an older one disconnects late', () => {
    const { location } = locationRecording();
    const navigator = new BrowserNavigator(location);
    const shown: string[] = [];
    const disconnectOld = navigator.connectRouter(() => shown.push('old'));
    navigator.connectRouter(() => shown.push('new'));
    disconnectOld();

    navigator.show('/');

    expect(shown).toEqual(['new']);
  });

  it('sends the browser to addresses outside the portal as asked', () => {
    const { visits, location } = locationRecording();
    const navigator = new BrowserNavigator(location);
    navigator.connectRouter(() => {
      throw new Error('leaving the portal is not the router’s');
    });

    navigator.assign('https://idp.example/authorize');
    navigator.replace('https://partner.example/');
    navigator.reload();

    expect(visits).toEqual([
      'assign https://idp.example/authorize',
      'replace https://partner.example/',
      'reload',
    ]);
  });
});
