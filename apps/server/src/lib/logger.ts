import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeLoggedError } from './logged-error.ts';

/** Standard output unless a destination is given (tests read the lines they log). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'rentwell' },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { err: (error: unknown) => serializeLoggedError(error) },
  };
  return destination ? pino(options, destination) : pino(options);
}
