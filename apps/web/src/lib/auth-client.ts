import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client, mounted at `/api/auth` on this origin. Import it only from code that signs people
 * in or out (it is kept out of the landing page bundle).
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
});
