import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

const NUL = '\u0000';
const MESSAGE = 'Text must not contain the NUL character (U+0000)';

/** Walks the parsed JSON without recursion, so a deeply nested body cannot overflow the stack. */
function containsNul(json: unknown): boolean {
  const pending: unknown[] = [json];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes(NUL)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Body that is not JSON is left to the route, which answers it as it does any malformed body. */
async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.clone().text());
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL in the URL (path or query, raw or `%00`) or in any string of a
 * JSON body would fail deep in a query as a 500. It is refused here, before any route or better-auth reads it.
 */
export function refuseNulCharacters() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.url.includes('%00') || c.req.url.includes(NUL)) throw new AppError('bad_request', MESSAGE);
    const isJson = c.req.header('content-type')?.toLowerCase().startsWith('application/json') ?? false;
    if (isJson && containsNul(await readJsonBody(c.req.raw))) throw new AppError('bad_request', MESSAGE);
    return next();
  });
}
