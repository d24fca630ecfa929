import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** How long a refused client may keep sending before its connection is torn down. */
const LINGER_MS = 2_000;

interface ClientErrorAnswer {
  readonly status: number;
  readonly message: string;
}

const answerFor = (code: string | undefined): ClientErrorAnswer => {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'Client Timeout' };
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'Exceeded maximum allowed HTTP header size' };
  }
  return { status: 400, message: 'Client Error' };
};

/**
 * Answers a request Node refused before it reached a route (a dribbled body, oversized headers,
 * bad framing) with Fastify's JSON error, then closes the connection gracefully.
 *
 * Fastify's own handler destroys the socket right after writing; when the client's unread bytes
 * are still in the kernel's buffer, that close becomes a TCP reset, and the reset can discard the
 * answer before the client has read it. So the answer goes out with a FIN, input is read and
 * dropped, and the socket is destroyed once the client closes or after LINGER_MS at most.
 */
export function handleClientError(
  this: { readonly log: FastifyBaseLogger },
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset socket is gone already; an ended one is lingering after an earlier answer.
  if (error.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
  const { status, message } = answerFor(error.code);
  const statusText = STATUS_CODES[status] ?? 'Error';
  const body = JSON.stringify({ error: statusText, message, statusCode: status });
  this.log.trace({ err: error }, `client error ${status}`);
  const cutOff = setTimeout(() => socket.destroy(), LINGER_MS);
  cutOff.unref();
  socket.once('close', () => clearTimeout(cutOff));
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
