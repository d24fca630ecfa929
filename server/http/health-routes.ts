import { Type } from 'typebox';
import type { Db } from '../db/database';
import type { PortalApp } from './portal-app';
import { noStore } from './replies';

const HealthAnswer = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
});

/** For load balancers: answers on any host (see canonical-origin.ts), 200 while the database answers. */
export const registerHealthRoute = (app: PortalApp, db: Db): void => {
  app.get(
    '/health',
    {
      schema: {
        summary:
          "The server's health, for load balancers: 200 while the database answers, else 503",
        tags: ['operations'],
        security: [],
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    async (request, reply) => {
      try {
        db.prepare('SELECT 1').get();
        return noStore(reply, { status: 'ok', database: 'ok' });
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        return noStore(reply.code(503), { status: 'unavailable', database: 'unavailable' });
      }
    },
  );
};
