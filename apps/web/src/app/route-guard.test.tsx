import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meResponse, stubMe } from '../test/me-fixtures.ts';
import { getRouteAccess, type TRouteAccess } from './route-access.ts';
import { RouteGuard } from './route-guard.tsx';

function renderGuard(access: TRouteAccess) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <p>Auth page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      {
        path: '/protected',
        element: (
          <RouteGuard access={access}>
            <p>Protected content</p>
          </RouteGuard>
        ),
      },
    ],
    { initialEntries: ['/protected'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('RouteGuard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows a 'Loading...' spinner while the session and role load", async () => {
    stubMe('pending');
    renderGuard(getRouteAccess('/properties'));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading...');
    expect(screen.queryByText('Protected content')).toBeNull();
  });

  it('sends a visitor who is not signed in to /auth', async () => {
    stubMe('signed-out');
    const router = renderGuard(getRouteAccess('/dashboard'));
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends a user whose role is not allowed to /dashboard', async () => {
    stubMe(meResponse('tenant'));
    const router = renderGuard(getRouteAccess('/properties'));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    ['/users', 'property_manager'],
    ['/tenant-portal', 'admin'],
    ['/site-admin', 'admin'],
  ] as const)('keeps %s from %s', async (path, role) => {
    stubMe(meResponse(role));
    renderGuard(getRouteAccess(path));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('does not block a user whose role is not known yet', async () => {
    stubMe(meResponse(null));
    renderGuard(getRouteAccess('/users'));
    expect(await screen.findByText('Protected content')).toBeTruthy();
  });

  it('lets an allowed role in', async () => {
    stubMe(meResponse('property_manager'));
    renderGuard(getRouteAccess('/properties/:propertyId'));
    expect(await screen.findByText('Protected content')).toBeTruthy();
  });

  it('lets any signed-in role into pages open to every signed-in user', async () => {
    stubMe(meResponse('maintenance'));
    renderGuard(getRouteAccess('/maintenance'));
    expect(await screen.findByText('Protected content')).toBeTruthy();
  });

  it('does not guard public routes, nor ask for the session', async () => {
    const fetchMock = stubMe('pending');
    renderGuard(getRouteAccess('/portfolio/:token'));
    expect(await screen.findByText('Protected content')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry instead of a redirect when the session cannot be checked', async () => {
    stubMe('server-error');
    renderGuard(getRouteAccess('/dashboard'));
    // One retry (after about a second) comes first, like every query.
    expect(await screen.findByText("We couldn't check your session", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
