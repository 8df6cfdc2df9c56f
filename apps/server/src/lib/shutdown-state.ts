import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { errorBody } from './error-handler.ts';

/** What a client refused during shutdown is told to wait: about what a restart takes. */
const RETRY_AFTER_SECONDS = 30;

/** Whether the process has begun shutting down (SIGTERM or SIGINT); set once, by main.ts. */
export type ShutdownState = { readonly stopping: boolean; begin: () => void };

export function createShutdownState(): ShutdownState {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    begin: () => {
      stopping = true;
    },
  };
}

/**
 * Work that may outlast the shutdown grace period (exports) is not started once shutdown has begun: 503 with
 * Retry-After, so the client asks again once the server (or another instance) is back.
 */
export function refuseWhileStopping(state: ShutdownState) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!state.stopping) return next();
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    const refusal = new AppError('shutting_down', 'The server is restarting. Try again in a minute.');
    return c.json(errorBody(refusal, c.var.requestId), refusal.status);
  });
}
