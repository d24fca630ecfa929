import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

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
