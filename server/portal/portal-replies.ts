import type { FastifyReply } from 'fastify';
import { sendErrorAnswer, type ErrorAnswer } from '../http/errors';

/** A DUNS the user is not linked to gets the same answer whether or not the company exists. */
export const COMPANY_NOT_FOUND = 'COMPANY_NOT_FOUND';
export const COMPANY_NOT_FOUND_ANSWER = {
  status: 404,
  error: COMPANY_NOT_FOUND,
  message: 'No company with this DUNS number is linked to your account.',
} as const satisfies ErrorAnswer;

export const companyNotFound = (reply: FastifyReply): FastifyReply =>
  sendErrorAnswer(reply, COMPANY_NOT_FOUND_ANSWER);
