import type { FastifyReply } from 'fastify';
import { sendError } from '../http/errors';

/** A DUNS the user is not linked to gets the same answer whether or not the company exists. */
export const COMPANY_NOT_FOUND = 'COMPANY_NOT_FOUND';
const COMPANY_NOT_FOUND_MESSAGE = 'No company with this DUNS number is linked to your account.';

export const companyNotFound = (reply: FastifyReply): FastifyReply =>
  sendError(reply, 404, COMPANY_NOT_FOUND, COMPANY_NOT_FOUND_MESSAGE);
