import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig } from '../config';
import { handleClientError } from './client-errors';
import { requestIdGenerator } from './request-id';
import { PortalLogController, portalLoggerOptions } from './request-logging';

/**
 * The Fastify instance every route module registers on: route schemas are TypeBox schemas, so one
 * declaration validates the request, types the handler, serializes the answer and writes the
 * OpenAPI document (served at /services/docs) — the document and the behaviour cannot drift.
 */
export type PortalApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The portal's Fastify instance with its limits, logging and strict input validation. */
export const createPortalApp = (config: ServerConfig): PortalApp =>
  Fastify({
    logger: portalLoggerOptions(config.logLevel),
    genReqId: requestIdGenerator(config.trustProxy.length > 0),
    // One record per answered request instead of two (server/http/request-logging.ts).
    logController: new PortalLogController(),
    bodyLimit: 64 * 1024,
    // X-Forwarded-* are believed only from the proxies named in TRUST_PROXY.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    // A client that dribbles its headers or body is cut off (Node checks at this interval).
    requestTimeout: config.requestTimeoutSeconds * 1000,
    connectionTimeout: 2 * config.requestTimeoutSeconds * 1000,
    clientErrorHandler: handleClientError,
    http: {
      headersTimeout: config.requestTimeoutSeconds * 1000,
      connectionsCheckingInterval: Math.min(config.requestTimeoutSeconds * 500, 30_000),
    },
    // Strict input: a wrong type or an unknown field is a 400, not silently coerced or dropped
    // (query values are strings; their schemas say so with patterns).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
