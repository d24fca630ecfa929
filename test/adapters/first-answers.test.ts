import {
  answeringFetch,
  firstAnswersIn,
  recordingFetch,
  type FirstAnswer,
} from '../../src/adapters/http/first-answers';

const PROFILE = '/services/auth/getUserProfile';
const NOTIFICATIONS = '/services/notifications';

/** A network that answers every call with its method and address, and counts them. */
const countingNetwork = () => {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return Promise.resolve(new Response(`network ${url}`, { status: 200 }));
  };
  return { calls, fetch };
};

describe('a signed-in page rendered on the server records the answers it read', () => {
  it('answers each GET through the server and keeps what it answered, in order', async () => {
    const answers: FirstAnswer[] = [];
    const fetch = recordingFetch(
      (url) => Promise.resolve({ status: url === PROFILE ? 200 : 404, body: `body of ${url}` }),
      answers,
    );
    const profile = await fetch(PROFILE);
    await fetch(NOTIFICATIONS, { method: 'GET' });
    expect(await profile.text()).toBe(`body of ${PROFILE}`);
    expect(answers).toEqual([
      { url: PROFILE, status: 200, body: `body of ${PROFILE}` },
      { url: NOTIFICATIONS, status: 404, body: `body of ${NOTIFICATIONS}` },
    ]);
  });

  it.each(['POST', 'PUT', 'DELETE'])('refuses a %s: a render writes nothing', async (method) => {
    const answers: FirstAnswer[] = [];
    const asked: string[] = [];
    const fetch = recordingFetch((url) => {
      asked.push(url);
      return Promise.resolve({ status: 200, body: '' });
    }, answers);
    await expect(fetch(PROFILE, { method })).rejects.toThrow(method);
    expect(asked).toEqual([]);
    expect(answers).toEqual([]);
  });

  it('gives a 304 or 204 answer no body, as a Response must', async () => {
    const fetch = recordingFetch((url) => Promise.resolve({ status: 304, body: url }), []);
    const answer = await fetch(PROFILE);
    expect(answer.status).toBe(304);
    expect(await answer.text()).toBe('');
  });
});

describe("the browser's first render reads the server's answers", () => {
  const answers: FirstAnswer[] = [
    { url: PROFILE, status: 200, body: '{"firstName":"Alex"}' },
    { url: NOTIFICATIONS, status: 200, body: '[]' },
  ];

  it('answers each recorded GET once from the page, then from the network', async () => {
    const network = countingNetwork();
    const answering = answeringFetch(answers, network.fetch);
    expect(await (await answering.fetch(PROFILE)).text()).toBe('{"firstName":"Alex"}');
    expect(await (await answering.fetch(PROFILE)).text()).toBe(`network ${PROFILE}`);
    expect(network.calls).toEqual([`GET ${PROFILE}`]);
    expect(answering.askedBeyond()).toBe(true);
  });

  it('says the browser asked nothing beyond them when it asked only what the server did', async () => {
    const network = countingNetwork();
    const answering = answeringFetch(answers, network.fetch);
    await answering.fetch(NOTIFICATIONS);
    await answering.fetch(PROFILE);
    expect(network.calls).toEqual([]);
    expect(answering.askedBeyond()).toBe(false);
  });

  it('notes a call the server did not make, and a write, as asked beyond', async () => {
    const network = countingNetwork();
    const other = answeringFetch(answers, network.fetch);
    await other.fetch('/services/entitlements/by-duns/804735132');
    expect(other.askedBeyond()).toBe(true);
    const write = answeringFetch(answers, network.fetch);
    await write.fetch(PROFILE, { method: 'POST' });
    expect(write.askedBeyond()).toBe(true);
    expect(network.calls).toEqual([
      'GET /services/entitlements/by-duns/804735132',
      `POST ${PROFILE}`,
    ]);
  });

  it('sends everything to the network once settled, and notes nothing more', async () => {
    const network = countingNetwork();
    const answering = answeringFetch(answers, network.fetch);
    answering.settle();
    await answering.fetch(PROFILE);
    expect(network.calls).toEqual([`GET ${PROFILE}`]);
    expect(answering.askedBeyond()).toBe(false);
  });
});

describe("the page's answers are read only when they are what the server writes", () => {
  it.each([
    ['no element', null, undefined],
    ['not JSON', '{', undefined],
    ['another shape', '[{"url":1}]', undefined],
    ['an answer without a body', '[{"url":"/services/x","status":200}]', undefined],
  ])('%s: none', (_, text, expected) => {
    expect(firstAnswersIn(text)).toEqual(expected);
  });

  it('reads the answers, with `<` escaped as the server writes it', () => {
    expect(firstAnswersIn('[{"url":"/services/x","status":200,"body":"\\u003c/script>"}]')).toEqual(
      [{ url: '/services/x', status: 200, body: '</script>' }],
    );
  });
});
