import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memberOf } from './abuse-limits';

/**
 * Forms the browser posts itself, with JavaScript off (issue 29, progressive enhancement): the
 * page's form names a `/services` call as its action, the call reads the form's fields as it reads
 * JSON, and answers with the next page (303 See Other) instead of JSON. A refusal leads back to
 * the form's page with the refusal's code as `formError`, which the page shows in its banner.
 * Limits, the same-origin check and validation are the call's own, so they hold on this path too.
 */

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** What a route that accepts a browser's form says about its page (route `config.formPage`). */
export interface FormPage {
  /** The form's page (`/forgot-password`). */
  readonly path: string;
  /** The fields that go back to the page with a refusal, as the page's parameters (never a password). */
  readonly keep?: Readonly<Record<string, string>>;
  /** The form's names for the call's fields, where they differ (`newPassword` for `password`). */
  readonly fields?: Readonly<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    readonly formPage?: FormPage;
  }
}

export const isFormPost = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').startsWith(FORM_CONTENT_TYPE);

/** The request's own query, as its address carried it. */
export const requestQueryOf = (request: FastifyRequest): URLSearchParams =>
  new URLSearchParams((request.raw.url ?? '').split('?')[1] ?? '');

/** The next page for a browser, after a form or on the way through a flow: never kept. */
export const seeOther = (reply: FastifyReply, location: string): FastifyReply =>
  reply.header('cache-control', 'no-store').redirect(location, 303);

/** The page `path` with the request's own query and `extra` parameters (undefined: left out). */
const pageAddress = (
  request: FastifyRequest,
  path: string,
  extra: Readonly<Record<string, string | undefined>>,
): string => {
  const query = requestQueryOf(request);
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) query.delete(name);
    else query.set(name, value);
  }
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
};

/** A form's answer: the next page, with the request's query and `extra` parameters. */
export const sendFormAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  extra: Readonly<Record<string, string | undefined>> = {},
): FastifyReply => seeOther(reply, pageAddress(request, path, extra));

const bodyField = (body: unknown, name: string): string | undefined => {
  const value = memberOf(body, name);
  return typeof value === 'string' ? value : undefined;
};

const codeOf = (payload: unknown): string => {
  try {
    const parsed: unknown = typeof payload === 'string' ? JSON.parse(payload) : undefined;
    const code = bodyField(parsed, 'error');
    return code !== undefined && /^[\w.-]{1,64}$/.test(code) ? code : 'INTERNAL_ERROR';
  } catch {
    return 'INTERNAL_ERROR';
  }
};

export const registerFormPosts = (app: FastifyInstance): void => {
  app.addContentTypeParser(
    FORM_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // A form names its fields as its page does; the call reads them under its own names. Only the
  // routes that rename a field get the step, so no other request pays for it.
  app.addHook('onRoute', (route) => {
    const renamed = route.config?.formPage?.fields;
    if (renamed === undefined) return;
    const rename = async (request: FastifyRequest): Promise<void> => {
      const { body } = request;
      if (!isFormPost(request) || typeof body !== 'object' || body === null) return;
      request.body = Object.fromEntries(
        Object.entries(body).map(([name, value]) => [renamed[name] ?? name, value]),
      );
    };
    const own = route.preValidation;
    route.preValidation = own === undefined ? [rename] : [rename, ...[own].flat()];
  });
  // A refusal of a form's call (limits, origin, validation, the call's own) leads back to its page.
  app.addHook('onSend', async (request, reply, payload) => {
    const page = request.routeOptions.config.formPage;
    if (page === undefined || !isFormPost(request) || reply.statusCode < 400) return payload;
    const kept = Object.entries(page.keep ?? {}).flatMap(([field, parameter]) => {
      const value = bodyField(request.body, field);
      return value === undefined ? [] : [[parameter, value] as const];
    });
    const address = pageAddress(request, page.path, {
      ...Object.fromEntries(kept),
      formError: codeOf(payload),
    });
    reply.code(303).header('location', address).header('content-type', 'text/plain; charset=utf-8');
    return '';
  });
};
