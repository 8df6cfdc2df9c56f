import type { Socket } from 'node:net';
import type { Context } from 'hono';

/** How long a refused body is still read and thrown away after the answer, so the client can read that answer. */
const LINGER_MS = 2_000;

/**
 * A request refused before its body was read ends its connection, announced by `Connection: close`. Node would destroy
 * the socket right after the answer while the client is still sending, and the unread bytes make the kernel reset
 * the connection, which can discard the answer at the client (RFC 9112 §9.6). Instead the answer is followed by a
 * half-close, the rest of the body is read and dropped for a moment, and only then is the socket destroyed.
 */
export function closeAfterAnswer(c: Context): void {
  c.header('Connection', 'close');
  const socket = (c.env as { incoming?: { socket?: Socket } } | undefined)?.incoming?.socket;
  if (!socket) return;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
