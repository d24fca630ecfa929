import fs from 'node:fs';
import path from 'node:path';
import {
  CHUNK_GROUPS_FILE,
  langParameterOf,
  messagesGroupOf,
  pageLocaleOf,
  pagePreloadOf,
  preloadTags,
  readChunkGroups,
} from '../../server/http/page-preloads';
import { temporaryDataDir } from './test-database';

describe('preloadTags', () => {
  it('names each build script once, in the order the groups name them', () => {
    const groups = {
      a: ['/assets/a.1111111111.js', '/assets/s.2222222222.js'],
      b: ['/assets/s.2222222222.js'],
    };
    expect(preloadTags(groups, ['a', 'b', 'missing'])).toBe(
      '<link rel="preload" as="script" href="/assets/a.1111111111.js" />' +
        '<link rel="preload" as="script" href="/assets/s.2222222222.js" />',
    );
  });

  it('never writes a name that is not a build script into the HTML', () => {
    const groups = {
      a: [
        '/assets/x.js"><script>alert(1)</script>',
        'https://elsewhere.example/x.js',
        '/assets/y.css',
      ],
    };
    expect(preloadTags(groups, ['a'])).toBe('');
  });
});

describe('readChunkGroups', () => {
  const dir = temporaryDataDir();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is empty without the file, and for a file of another shape', () => {
    expect(readChunkGroups(dir)).toEqual({});
    fs.writeFileSync(path.join(dir, CHUNK_GROUPS_FILE), JSON.stringify({ a: 'not a list' }));
    expect(readChunkGroups(dir)).toEqual({});
  });

  it('reads what the build wrote', () => {
    fs.writeFileSync(path.join(dir, CHUNK_GROUPS_FILE), JSON.stringify({ a: ['/assets/a.js'] }));
    expect(readChunkGroups(dir)).toEqual({ a: ['/assets/a.js'] });
  });
});

describe('pagePreloadOf', () => {
  it.each([
    ['/login', ['page-login']],
    ['/signin?flow=GAD', ['page-login']],
    ['/', ['frame', 'page-dashboard']],
    ['/?lang=de-ch', ['frame', 'page-dashboard']],
    ['/login/callback', undefined],
    ['/accountInfo', undefined],
  ])('%s → %j', (url, groups) => {
    expect(pagePreloadOf(url)?.groups).toEqual(groups);
  });
});

describe("a page's locale and messages (spec §9 as the server sees it)", () => {
  it.each([
    ['/login', undefined, undefined, 'messages-en-us-json'],
    ['/login', undefined, 'pl;q=0.8, sv-SE', 'messages-sv-se-json'],
    ['/login', 'da-dk', 'sv-SE', 'messages-da-dk-json'],
    ['/login?lang=fi', 'da-dk', 'sv-SE', 'messages-fi-fi-json'],
    ['/login?lang=zz', 'nope', 'zz', 'messages-en-us-json'],
  ])('%s, cookie %j, Accept-Language %j → %s', (url, cookie, accept, group) => {
    expect(messagesGroupOf(pageLocaleOf(langParameterOf(url), cookie, accept))).toBe(group);
  });
});
