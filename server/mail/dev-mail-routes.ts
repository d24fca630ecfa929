import { isoAt } from '../clock';
import { Type } from 'typebox';
import type { PortalApp } from '../http/portal-app';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, htmlPage } from '../http/html-page';
import { sendError } from '../http/errors';
import { noStore } from '../http/replies';
import type { Mailer } from './mailer';

const OutboxQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) });

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/**
 * Whether the request comes from this machine. The socket's own address, never `request.ip`
 * (which a trusted proxy sets), and no forwarding header at all: a proxy on this machine passing
 * on a stranger's request connects from loopback too.
 */
export const isFromLoopback = (request: FastifyRequest): boolean =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

const loopbackOnly = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  if (!isFromLoopback(request)) await sendError(reply, 404, 'NOT_FOUND', 'Not found.');
};

/**
 * /dev/mail lists the embedded outbox (newest first, `?to=` filters by recipient); /dev/mail.json
 * is the same for scripts and tests. A development tool of demo mode: they exist only while no
 * SMTP_URL is set, and answer only requests from this machine (the outbox holds reset links).
 */
export const registerDevMailRoutes = (app: PortalApp, mailer: Mailer): void => {
  if (!mailer.usesOutbox) return;
  const hidden = { hide: true } as const;

  app.get(
    '/dev/mail.json',
    { onRequest: loopbackOnly, schema: { ...hidden, querystring: OutboxQuery } },
    async (request, reply) => noStore(reply, { messages: await mailer.outbox(request.query.to) }),
  );

  app.get(
    '/dev/mail',
    { onRequest: loopbackOnly, schema: { ...hidden, querystring: OutboxQuery } },
    async (request, reply) => {
      const messages = await mailer.outbox(request.query.to);
      const items = messages
        .map(
          (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To ${escapeHtml(mail.to)} · ${isoAt(mail.sentAt)}</p>
<pre>${escapeHtml(mail.text)}</pre></article>`,
        )
        .join('\n');
      return noStore(
        reply.type('text/html; charset=utf-8'),
        htmlPage('Outbox', `<h1>Outbox</h1>${items || '<p>No mail has been sent yet.</p>'}`),
      );
    },
  );
};
