import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';

/** A keep-alive connection that has been quiet this long during shutdown is closed. */
const IDLE_LINGER_MS = 1_000;
/** A connection that has not sent a full request this long after shutdown began is closed. */
const SILENT_CONNECTION_MS = 3_000;
const SWEEP_EVERY_MS = 100;
/**
 * The most quiet time one sweep counts. A sweep that comes late found the thread held (PGlite runs its queries on it):
 * meanwhile nothing was read, so a request may be waiting in the socket; only time the thread was free counts.
 */
const MOST_QUIET_PER_SWEEP_MS = 2 * SWEEP_EVERY_MS;
/**
 * Listening goes on until no connection has come for this long (at most ACCEPT_WINDOW_MS): closing the listening
 * socket resets every connection the kernel completed but the process had not accepted yet, requests included.
 */
const ACCEPT_QUIET_MS = 250;
const ACCEPT_WINDOW_MS = 2_000;

type Connection = { activeRequests: number; quietMs: number; servedAny: boolean };

/**
 * Tracks the server's connections so a shutdown can finish every request that reached it. Node's own
 * `server.close()` destroys every connection with no request under way, which resets the ones whose request is
 * still unread in the socket; here listening stops, received requests are answered with `Connection: close`,
 * and a connection is closed only once it has been quiet a while, or when the grace period ends.
 */
export function trackConnectionsForShutdown(server: Server) {
  const connections = new Map<net.Socket, Connection>();
  const pending = new Set<ServerResponse>();
  let stopping = false;
  let lastConnectionAt = 0;

  server.on('connection', (socket: net.Socket) => {
    lastConnectionAt = Date.now();
    connections.set(socket, { activeRequests: 0, quietMs: 0, servedAny: false });
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (connection) {
      connection.activeRequests++;
      connection.quietMs = 0;
    }
    if (stopping) response.shouldKeepAlive = false;
    else pending.add(response);
    response.once('close', () => {
      pending.delete(response);
      if (!connection) return;
      connection.activeRequests--;
      connection.servedAny = true;
      connection.quietMs = 0;
    });
  });

  function sweep(sinceLastSweepMs: number) {
    const quiet = Math.min(sinceLastSweepMs, MOST_QUIET_PER_SWEEP_MS);
    for (const [socket, connection] of connections) {
      if (connection.activeRequests > 0) continue;
      connection.quietMs += quiet;
      if (connection.quietMs >= (connection.servedAny ? IDLE_LINGER_MS : SILENT_CONNECTION_MS)) socket.destroy();
    }
  }

  /**
   * Stops accepting connections (once none is waiting) and resolves once every connection has ended: 'drained' when all requests
   * were answered, 'cut' when the grace period ran out and the remaining connections were destroyed.
   */
  function drain(graceMs: number): Promise<'drained' | 'cut'> {
    stopping = true;
    const startedAt = Date.now();
    for (const connection of connections.values()) connection.quietMs = 0;
    // Responses not yet begun tell their keep-alive clients to go away.
    for (const response of pending) if (!response.headersSent) response.shouldKeepAlive = false;
    return new Promise((resolve) => {
      let outcome: 'drained' | 'cut' = 'drained';
      let lastSweepAt = startedAt;
      const sweeper = setInterval(() => {
        const now = Date.now();
        const sinceLastSweepMs = now - lastSweepAt;
        lastSweepAt = now;
        if (now - startedAt < graceMs) return sweep(sinceLastSweepMs);
        outcome = 'cut';
        for (const socket of connections.keys()) socket.destroy();
      }, SWEEP_EVERY_MS);
      const stopListening = () =>
        // net.Server's close, not http.Server's: it stops listening without closing idle connections at once.
        net.Server.prototype.close.call(server, () => {
          clearInterval(sweeper);
          resolve(outcome);
        });
      // setImmediate runs after the event loop's poll phase, so connections waiting to be accepted have been by then.
      const whenNoneWaiting = () =>
        setTimeout(
          () =>
            setImmediate(() => {
              const now = Date.now();
              if (now - lastConnectionAt >= ACCEPT_QUIET_MS || now - startedAt >= ACCEPT_WINDOW_MS) stopListening();
              else whenNoneWaiting();
            }),
          ACCEPT_QUIET_MS,
        );
      whenNoneWaiting();
    });
  }

  return { drain };
}
