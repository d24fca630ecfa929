import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors';
import { UNAUTHENTICATED_MESSAGE } from '../http/session-guard';

/** A DUNS the user is not linked to gets the same answer whether or not the company exists. */
export const COMPANY_NOT_FOUND = 'COMPANY_NOT_FOUND';
const COMPANY_NOT_FOUND_MESSAGE = 'No company with this DUNS number is linked to your account.';

export const noStore = <T>(reply: FastifyReply, body: T): FastifyReply =>
  reply.header('cache-control', 'no-store').send(body);

/** The session's user; requireSession has checked it, this keeps that a checked fact. */
export const userIdOf = (request: FastifyRequest): string | undefined =>
  request.portalSession?.userId;

export const unauthenticated = (reply: FastifyReply): FastifyReply =>
  sendError(reply, 401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);

export const companyNotFound = (reply: FastifyReply): FastifyReply =>
  sendError(reply, 404, COMPANY_NOT_FOUND, COMPANY_NOT_FOUND_MESSAGE);
