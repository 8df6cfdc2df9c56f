import { Hono } from 'hono';
import { securityHeaders } from '../../lib/security-headers.ts';

/** The liveness route's entry in the API reference: it is routed outside the API (see `createLivenessRoute`). */
export const LIVENESS_DOCUMENTATION = {
  '/health/live': {
    get: {
      tags: ['System'],
      summary: 'Liveness: the process answers requests (checks nothing else)',
      responses: { 200: { description: 'OK' } },
    },
  },
};

/**
 * Liveness: the process answers; it touches nothing, so a slow database never gets a healthy instance restarted.
 * Routed ahead of the app's middleware, it skips the request id, the log line (a probe every few seconds would fill
 * the log), the compression check and the API's checks for writes: it costs little more than a bare route
 * (decision 034). Its answer carries the security headers, as every answer does.
 */
export function createLivenessRoute(isHttps: boolean) {
  return new Hono().get('/api/health/live', securityHeaders(isHttps), (c) => c.json({ status: 'ok' }));
}
