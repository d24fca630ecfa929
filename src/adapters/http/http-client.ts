import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceError } from '../../application/ports/service-error';
import { ErrorBodyCodec } from './error-body.codec';

export interface HttpClientOptions {
  /** Base path of the services backend, `/services` by default. */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  /** The CSRF token to echo on writes, read from the cookie the backend set at sign-in. */
  readonly csrfToken: () => string | undefined;
  /** Retries of an idempotent GET that failed on the network; writes are never retried. */
  readonly retry?: RetryPolicy;
}

export interface RetryPolicy {
  /** Further attempts after the first, at most. */
  readonly retries: number;
  /** Wait before retry number `attempt` (1, 2, …). */
  readonly delayMs: (attempt: number) => number;
  readonly sleep: (ms: number) => Promise<void>;
}

/** Two retries, 250 ms then 1 s: long enough for a blip, short enough that the user still waits. */
export const boundedBackoff = (sleep: (ms: number) => Promise<void>): RetryPolicy => ({
  retries: 2,
  delayMs: (attempt) => 250 * 4 ** (attempt - 1),
  sleep,
});

export type Query = Readonly<Record<string, string | undefined>>;

export interface RequestOptions {
  readonly body?: unknown;
  readonly query?: Query;
  /** Echo the CSRF token on a GET too: for a GET that changes state (oktaLogout, spec §7). */
  readonly csrf?: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The backend's maintenance answer (server/http/maintenance-mode.ts), told apart from an outage. */
const UNDER_MAINTENANCE = 'UNDER_MAINTENANCE';

const isUnderMaintenance = (status: number, body: unknown): boolean => {
  if (status !== 503) return false;
  const error = ErrorBodyCodec.decode(body);
  return E.isRight(error) && error.right.error === UNDER_MAINTENANCE;
};

/**
 * JSON over fetch for the services backend. Every answer is decoded by an io-ts codec; every way
 * a call can fail becomes a ServiceError value, never an exception.
 */
export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  request<A>(
    method: string,
    path: string,
    codec: t.Decoder<unknown, A>,
    init: RequestOptions = {},
  ): TE.TaskEither<ServiceError, A> {
    return async () => {
      const response = await this.sendRetryingGets(method, path, init);
      if (E.isLeft(response)) return response;
      const { status, body } = response.right;
      if (status === 401) return E.left({ code: 'service.unauthorized' });
      if (isUnderMaintenance(status, body)) return E.left({ code: 'service.underMaintenance' });
      if (status >= 500) return E.left({ code: 'service.unavailable', status });
      if (status >= 400) {
        // Spec §8: the error body is passed on when it carries an error field, otherwise an empty error.
        const error = ErrorBodyCodec.decode(body);
        return E.left({
          code: 'service.rejected',
          status,
          error: E.isRight(error) ? error.right.error : '',
          message: E.isRight(error) ? (error.right.message ?? '') : '',
        });
      }
      const decoded = codec.decode(body);
      return E.isRight(decoded)
        ? E.right(decoded.right)
        : E.left({ code: 'service.malformedResponse' });
    };
  }

  private async sendRetryingGets(
    method: string,
    path: string,
    init: RequestOptions,
  ): Promise<E.Either<ServiceError, { status: number; body: unknown }>> {
    const policy = method === 'GET' ? this.options.retry : undefined;
    let response = await this.send(method, path, init);
    for (let attempt = 1; policy && attempt <= policy.retries; attempt += 1) {
      if (!(E.isLeft(response) && response.left.code === 'service.networkFailure')) break;
      await policy.sleep(policy.delayMs(attempt));
      response = await this.send(method, path, init);
    }
    return response;
  }

  private async send(
    method: string,
    path: string,
    init: RequestOptions,
  ): Promise<E.Either<ServiceError, { status: number; body: unknown }>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const csrf =
      WRITE_METHODS.has(method) || init.csrf === true ? this.options.csrfToken() : undefined;
    if (csrf) headers['x-xsrf-token'] = csrf;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.options.timeoutMs);
    try {
      const response = await this.options.fetch(this.addressOf(path, init.query), {
        method,
        headers,
        credentials: 'include',
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: controller.signal,
      });
      const text = await response.text();
      return E.right({ status: response.status, body: parseJson(text) });
    } catch {
      return E.left(
        controller.signal.aborted
          ? { code: 'service.timeout' }
          : { code: 'service.networkFailure' },
      );
    } finally {
      clearTimeout(timeout);
    }
  }

  /** The address of a call: also a form's action, for a page used without JavaScript. */
  addressOf(path: string, query: Query | undefined): string {
    const entries = Object.entries(query ?? {}).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    const search = new URLSearchParams(entries).toString();
    return `${this.options.baseUrl}${path}${search ? `?${search}` : ''}`;
  }
}

/** A body that is not JSON decodes as undefined, which no codec accepts. */
const parseJson = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
