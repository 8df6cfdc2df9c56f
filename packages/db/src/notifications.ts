import pg from 'pg';

const RECONNECT_MS = 1_000;

export type ChannelListener = {
  /** Ends the listening connection; no reconnect follows. */
  close: () => Promise<void>;
};

type ChannelEvents = {
  onMessage: (payload: string) => void;
  /** The connection is up and listening: messages sent from now on arrive. */
  onListening: () => void;
  /** The connection broke: messages may be lost until `onListening` runs again. */
  onLost: (error: Error) => void;
};

/**
 * Keeps one dedicated PostgreSQL connection LISTENing on `channel` (a pooled connection would drop the LISTEN when
 * returned), reconnecting after a break.
 */
export async function listenToChannel(url: string, channel: string, events: ChannelEvents): Promise<ChannelListener> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) events.onMessage(message.payload);
    });
    next.on('error', (error) => {
      if (closed) return;
      events.onLost(error);
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch((failure: Error) => events.onLost(failure)), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    events.onListening();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
