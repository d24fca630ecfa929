import * as t from 'io-ts';
import * as E from 'fp-ts/Either';

/**
 * The answers a signed-in page's server render read (docs/decisions/server-rendering.md D-SSR-8),
 * handed to the browser with the page, so that its first render reads the same and hydrates the
 * server's markup without asking the backend again.
 */
const FirstAnswerCodec = t.type({ url: t.string, status: t.number, body: t.string });
export type FirstAnswer = t.TypeOf<typeof FirstAnswerCodec>;
const FirstAnswersCodec = t.readonlyArray(FirstAnswerCodec);

/** The id of the page's `<script type="application/json">` that carries them. */
export const FIRST_ANSWERS_ELEMENT_ID = 'portal-first-answers';

/** The server answering one of the portal's own GET calls for the request being rendered. */
export type ServerCall = (url: string) => Promise<{ status: number; body: string }>;

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Statuses whose answer has no body, which `Response` refuses to be given one. */
const NO_BODY = new Set([101, 204, 205, 304]);

const responseOf = ({ status, body }: { status: number; body: string }): Response =>
  new Response(NO_BODY.has(status) ? null : body, { status });

/**
 * A `fetch` for the server's render of a signed-in page: each GET answered by the server for this
 * request's user and kept in `answers`; anything else is refused, as a render writes nothing.
 */
export const recordingFetch =
  (call: ServerCall, answers: FirstAnswer[]): typeof fetch =>
  async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`a ${method} while rendering on the server`);
    const url = urlOf(input);
    const answer = await call(url);
    answers.push({ url, status: answer.status, body: answer.body });
    return responseOf(answer);
  };

/** The answers the page carries, or undefined when it carries none (or none that read right). */
export const firstAnswersIn = (
  text: string | null | undefined,
): readonly FirstAnswer[] | undefined => {
  if (text === null || text === undefined) return undefined;
  try {
    const decoded = FirstAnswersCodec.decode(JSON.parse(text));
    return E.isRight(decoded) ? decoded.right : undefined;
  } catch {
    return undefined;
  }
};

/** The browser's `fetch` answering first from the server's answers, until `settle`. */
export interface AnsweringFetch {
  readonly fetch: typeof fetch;
  /** From now on every call goes to the network. */
  readonly settle: () => void;
  /** Whether a call was made, before `settle`, that the server's answers did not hold. */
  readonly askedBeyond: () => boolean;
}

/**
 * Each GET the server answered is answered once more from what it answered, until `settle` (the
 * page hydrated); any other call goes to `network` and is noted, since the server did not make it:
 * the browser's state then differs from the server's, and the page is rendered afresh.
 */
export const answeringFetch = (
  answers: readonly FirstAnswer[],
  network: typeof fetch,
): AnsweringFetch => {
  const pending = new Map<string, FirstAnswer[]>();
  for (const answer of answers)
    pending.set(answer.url, [...(pending.get(answer.url) ?? []), answer]);
  let settled = false;
  let beyond = false;
  return {
    fetch: (input, init) => {
      if (settled) return network(input, init);
      const method = (init?.method ?? 'GET').toUpperCase();
      const answer = method === 'GET' ? pending.get(urlOf(input))?.shift() : undefined;
      if (answer !== undefined) return Promise.resolve(responseOf(answer));
      beyond = true;
      return network(input, init);
    },
    settle: () => {
      settled = true;
      pending.clear();
    },
    askedBeyond: () => beyond,
  };
};
