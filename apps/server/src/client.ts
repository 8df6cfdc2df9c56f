import type { hc } from 'hono/client';
import type { ApiRoutes } from './app.ts';

/**
 * The type of Hono's typed client for `/api`, computed from the chained route tree: the web imports it with
 * `import type` (the one web → server import allowed), so a renamed route or a changed response fails its typecheck.
 */
export type ApiClient = ReturnType<typeof hc<ApiRoutes>>;
export type { ApiRoutes };
