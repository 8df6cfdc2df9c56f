import { SPA_ROUTE_PATTERNS } from '@rentwell/contracts/spa-routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from './route-access.ts';
import { ROUTES } from './router.tsx';

/** The full path of every page the router renders, except the catch-all not-found page. */
function routePaths(routes: RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const here = route.index || (route.path && !route.children) ? [own] : [];
    return [...here, ...routePaths(route.children ?? [], own)];
  });
}

describe('the router', () => {
  it('serves exactly the route patterns the server knows (contracts/spa-routes)', () => {
    expect(routePaths(ROUTES, '/').sort()).toEqual([...SPA_ROUTE_PATTERNS].sort());
  });

  it('has an access rule for every route pattern', () => {
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual([...SPA_ROUTE_PATTERNS].sort());
  });
});
