import type { TRole } from '@rentwell/contracts/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meResponse, stubMe } from '../test/me-fixtures.ts';
import { SidebarNav } from './sidebar-nav.tsx';

async function renderSidebar(role: TRole | null) {
  stubMe(meResponse(role));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <SidebarNav /> }], { initialEntries: ['/dashboard'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByText('Maple Rentals');
  const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('SidebarNav', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists a landlord’s entries in the order of the specification and labels admin as Landlord', async () => {
    expect(await renderSidebar('admin')).toEqual([
      'Dashboard',
      'Properties',
      'Tenants',
      'Maintenance',
      'Financials',
      'Messages',
      'Analytics',
      'AI posting',
      'Documents',
      'Calendar',
      'Settings',
      'Workflows',
      'User management',
      'Tools',
    ]);
    expect(screen.getByText('Landlord')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows a tenant the tenant portal and none of the management pages', async () => {
    expect(await renderSidebar('tenant')).toEqual([
      'Dashboard',
      'Maintenance',
      'Messages',
      'Documents',
      'Tenant portal',
      'Calendar',
      'Settings',
      'Tools',
    ]);
  });

  it('shows the site administrator the site administration entry', async () => {
    const links = await renderSidebar('site_admin');
    expect(links[1]).toBe('Site administration');
    expect(links).not.toContain('User management');
  });

  it('hides role-restricted entries while the role is not known', async () => {
    expect(await renderSidebar(null)).toEqual([
      'Dashboard',
      'Maintenance',
      'Messages',
      'Documents',
      'Calendar',
      'Settings',
      'Tools',
    ]);
  });
});
