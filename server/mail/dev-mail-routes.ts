import { Type } from 'typebox';
import type { PortalApp } from '../http/portal-app';
import { escapeHtml, htmlPage } from '../http/html-page';
import type { Mailer } from './mailer';

const OutboxQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) });

/**
 * /dev/mail lists the embedded outbox (newest first, `?to=` filters by recipient); /dev/mail.json
 * is the same for scripts and tests. Both exist only while no SMTP_URL is set.
 */
export const registerDevMailRoutes = (app: PortalApp, mailer: Mailer): void => {
  if (!mailer.usesOutbox) return;
  const hidden = { hide: true } as const;

  app.get(
    '/dev/mail.json',
    { schema: { ...hidden, querystring: OutboxQuery } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send({ messages: mailer.outbox(request.query.to) }),
  );

  app.get(
    '/dev/mail',
    { schema: { ...hidden, querystring: OutboxQuery } },
    async (request, reply) => {
      const messages = mailer.outbox(request.query.to);
      const items = messages
        .map(
          (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To ${escapeHtml(mail.to)} · ${new Date(mail.sentAt * 1000).toISOString()}</p>
<pre>${escapeHtml(mail.text)}</pre></article>`,
        )
        .join('\n');
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(htmlPage('Outbox', `<h1>Outbox</h1>${items || '<p>No mail has been sent yet.</p>'}`));
    },
  );
};
