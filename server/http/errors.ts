import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export interface ErrorBody {
  readonly error: string;
  readonly message: string;
}

export const sendError = (
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
): FastifyReply =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error, message } satisfies ErrorBody);

/** A refusal as the API answers it (spec §8): the status, the stable code, the text. */
export interface ErrorAnswer extends ErrorBody {
  readonly status: number;
}

/** Sends what an area's pure `…RefusalAnswer` function decided, as any other error. */
export const sendErrorAnswer = (reply: FastifyReply, answer: ErrorAnswer): FastifyReply =>
  sendError(reply, answer.status, answer.error, answer.message);

export const GENERIC_MESSAGE = 'Sorry, something went wrong. Please try again later.';

/**
 * Bad input is a 4xx with a JSON error; nothing leaks a stack trace; a database that is away is a
 * 503 to retry; only our own faults are 500s.
 */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendError(reply, 400, 'VALIDATION_ERROR', `Invalid request: ${error.message}`);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, error.code ?? 'BAD_REQUEST', error.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`the database did not answer (${error.message})`);
      reply.header('retry-after', '5');
      return sendError(reply, 503, 'DATABASE_UNAVAILABLE', GENERIC_MESSAGE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL_ERROR', GENERIC_MESSAGE);
  });
};
