import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeLoggedError } from './logged-error.ts';

/** Lines wait in memory until this much is buffered, or at most FLUSH_EVERY_MS: one write for many requests. */
const BUFFERED_BYTES = 4096;
const FLUSH_EVERY_MS = 250;

/**
 * Standard output, written asynchronously through a buffer (one `write` per few dozen request lines instead of one
 * per line), unless a destination is given (tests read the lines they log). Call `flushLogs` before exiting; pino
 * also flushes this buffer synchronously when the process exits.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'rentwell' },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { err: (error: unknown) => serializeLoggedError(error) },
  };
  return pino(
    options,
    destination ?? pino.destination({ dest: 1, sync: false, minLength: BUFFERED_BYTES, periodicFlush: FLUSH_EVERY_MS }),
  );
}

/** Writes out what the logger holds in its buffer, and resolves once it is written. */
export function flushLogs(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}
