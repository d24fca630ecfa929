import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { UNAUTHENTICATED_MESSAGE } from './session-guard';

/** An answer about one user that no cache may keep. */
export const noStore = <T>(reply: FastifyReply, body: T): FastifyReply =>
  reply.header('cache-control', 'no-store').send(body);

/** The session's user; requireSession has checked it, this keeps that a checked fact. */
export const userIdOf = (request: FastifyRequest): string | undefined =>
  request.portalSession?.userId;

export const unauthenticated = (reply: FastifyReply): FastifyReply =>
  sendError(reply, 401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);

/**
 * The handler of a call that reads the signed-in user's own data: their answer, never cached, or
 * 401 (requireSession has run before; this keeps the user a checked fact).
 */
export const answerSignedInUser =
  <T>(answer: (userId: string) => T | Promise<T>) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const userId = userIdOf(request);
    return userId ? noStore(reply, await answer(userId)) : unauthenticated(reply);
  };
