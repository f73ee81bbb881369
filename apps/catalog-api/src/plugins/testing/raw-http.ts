import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A reply read off the socket: status line, headers (lower-case names) and body text. */
export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes bytes to a listening app as a client would, for what `inject()` cannot express: a request
 * line or header block Node's parser refuses, or an absolute-form request target.
 */
export async function sendRawRequest(app: FastifyInstance, request: string): Promise<RawReply> {
  const { port } = app.server.address() as AddressInfo;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.end(request);
  });
  const [head, ...body] = text.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.join('\r\n\r\n') };
}
