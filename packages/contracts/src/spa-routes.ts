/**
 * Every path pattern the web app serves (SPEC §2). The web router is checked against this list
 * (`apps/web/src/app/router.test.ts`) and the server answers 404 for a path that matches none of them, still with
 * the app's `index.html` so its not-found page renders.
 */
export const SPA_ROUTE_PATTERNS = [
  '/',
  '/auth',
  '/bootstrap-admin',
  '/portfolio/:token',
  '/sign-lease',
  '/verify-document',
  '/dashboard',
  '/site-admin',
  '/properties',
  '/properties/:propertyId',
  '/short-term-rentals',
  '/tenants',
  '/maintenance',
  '/financials',
  '/messages',
  '/analytics',
  '/ai-posting',
  '/documents',
  '/tenant-portal',
  '/tenant-portal/online-payments/:onlinePaymentId',
  '/calendar',
  '/settings',
  '/workflows',
  '/users',
  '/tools',
] as const;
export type TSpaRoutePattern = (typeof SPA_ROUTE_PATTERNS)[number];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Whether a pattern matches a path as the web router matches it: case-insensitively, a trailing slash ignored,
 * and a `:param` segment standing for any one non-empty segment.
 */
export function matchesSpaRoute(pattern: string, path: string): boolean {
  const expected = segments(pattern);
  const actual = segments(path);
  if (expected.length !== actual.length) return false;
  return expected.every(
    (segment, index) => segment.startsWith(':') || segment.toLowerCase() === actual[index]?.toLowerCase(),
  );
}

export function isSpaRoute(path: string): boolean {
  return SPA_ROUTE_PATTERNS.some((pattern) => matchesSpaRoute(pattern, path));
}
