/**
 * @jest-environment jsdom
 */
import { loadTagManager, tagManagerUrlIn } from '../../src/adapters/analytics/tag-manager-loader';

// docs/decisions/adapters.md D-ADP-6: the tag manager the server names in the page's meta is
// loaded with the page's script nonce, once; none by default, none with third-party scripts off.

const LOADER = 'https://tags.collector.example/loader.js?id=T-1';

const page = (meta: string | undefined, nonce = 'abc123'): Document => {
  const doc = document.implementation.createHTMLDocument('portal');
  if (meta !== undefined) {
    const element = doc.createElement('meta');
    element.name = 'portal-tag-manager';
    element.content = meta;
    doc.head.appendChild(element);
  }
  const own = doc.createElement('script');
  own.nonce = nonce;
  own.src = '/assets/main.0123456789.js';
  doc.head.appendChild(own);
  return doc;
};

const loaders = (doc: Document) =>
  [...doc.querySelectorAll('script')].filter((script) => script.src.startsWith('https://tags.'));

describe('loadTagManager', () => {
  it('loads nothing when the page names no tag manager (the default)', () => {
    const doc = page(undefined);
    expect(loadTagManager(doc, { thirdPartyScriptsDisabled: false })).toBe('notConfigured');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
  });

  it('adds the named loader, async, with the page’s script nonce', () => {
    const doc = page(LOADER, 'n0nce');
    expect(loadTagManager(doc, { thirdPartyScriptsDisabled: false })).toBe('loaded');
    const [script] = loaders(doc);
    expect(script?.src).toBe(LOADER);
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe('n0nce');
  });

  it('adds it once however often it is asked', () => {
    const doc = page(LOADER);
    loadTagManager(doc, { thirdPartyScriptsDisabled: false });
    expect(loadTagManager(doc, { thirdPartyScriptsDisabled: false })).toBe('loaded');
    expect(loaders(doc)).toHaveLength(1);
  });

  it('loads nothing while the third-party-scripts flag is set (spec §7)', () => {
    const doc = page(LOADER);
    expect(loadTagManager(doc, { thirdPartyScriptsDisabled: true })).toBe(
      'thirdPartyScriptsDisabled',
    );
    expect(loaders(doc)).toHaveLength(0);
  });
});

describe('tagManagerUrlIn', () => {
  it.each([
    [LOADER, LOADER],
    ['', undefined],
    ['not a url', undefined],
    ['http://tags.collector.example/loader.js', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/javascript,alert(1)', undefined],
  ])('the meta %j names %j', (meta, expected) => {
    expect(tagManagerUrlIn(page(meta))).toBe(expected);
  });
});
