import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

const NUL = '\u0000';
const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SURROGATE_MESSAGE = 'Text must be well-formed Unicode (no lone UTF-16 surrogate)';

/** Text PostgreSQL cannot store: a NUL, or a lone surrogate (ill-formed UTF-16 has no UTF-8 form). */
function unstorableIn(text: string): string | null {
  if (text.includes(NUL)) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : null;
}

/** Walks the parsed JSON without recursion, so a deeply nested body cannot overflow the stack. */
function firstUnstorable(json: unknown): string | null {
  const pending: unknown[] = [json];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const problem = unstorableIn(value);
      if (problem) return problem;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const problem = unstorableIn(key);
        if (problem) return problem;
        pending.push(item);
      }
    }
  }
  return null;
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
 * PostgreSQL cannot store U+0000 or a lone UTF-16 surrogate in text, so either in the URL (path or query, raw or
 * `%00`) or in any string of a JSON body would fail deep in a query as a 500. It is refused here with 400, before
 * any route or better-auth reads it.
 */
export function refuseUnstorableText() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.url.includes('%00') || c.req.url.includes(NUL)) throw new AppError('bad_request', NUL_MESSAGE);
    const isJson = c.req.header('content-type')?.toLowerCase().startsWith('application/json') ?? false;
    const problem = isJson ? firstUnstorable(await readJsonBody(c.req.raw)) : null;
    if (problem) throw new AppError('bad_request', problem);
    return next();
  });
}
