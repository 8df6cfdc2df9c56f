import type { TSiteUser } from '@rentwell/contracts/site-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { SiteUsersSection } from './site-users-section.tsx';

const baseUser: TSiteUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Tina Torres',
  email: 'tenant@rentwell.demo',
  phone: null,
  role: 'tenant',
  status: 'active',
  mustChangePassword: false,
  lastSignInAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  organization: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Harbor View Properties' },
  isDemoAccount: true,
};

function renderSection() {
  stubFetchRoutes([
    {
      path: /\/api\/site-admin\/users\?/,
      respond: {
        items: [
          baseUser,
          {
            ...baseUser,
            id: '00000000-0000-4000-8000-000000000002',
            name: 'Rita Real',
            email: 'rita@example.com',
            isDemoAccount: false,
          },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      },
    },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SiteUsersSection organization={null} onClearOrganization={() => {}} />
    </QueryClientProvider>,
  );
}

describe('SiteUsersSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('badges demo accounts, and only them', async () => {
    renderSection();
    const table = await screen.findByRole('table');
    const demoRow = within(table).getByText('Tina Torres').closest('tr');
    const realRow = within(table).getByText('Rita Real').closest('tr');
    if (!demoRow || !realRow) throw new Error('rows not rendered');
    expect(within(demoRow).getByText('Demo account')).toBeTruthy();
    expect(within(realRow).queryByText('Demo account')).toBeNull();
    expect(screen.getAllByText('Demo account')).toHaveLength(2);
  });
});
