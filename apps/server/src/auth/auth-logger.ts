import type { Logger } from 'pino';

type TBetterAuthLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's `logger` option: its lines go to pino, so LOG_LEVEL decides what is written and the error serializer
 * (no query parameters) applies. Only an error among its extra arguments is kept: the rest may be request data.
 */
export function betterAuthLogger(logger: Logger) {
  const child = logger.child({ component: 'better-auth' });
  return {
    level: 'debug' as const,
    log: (level: TBetterAuthLevel, message: string, ...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      child[level](err ? { err } : {}, message);
    },
  };
}
