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
