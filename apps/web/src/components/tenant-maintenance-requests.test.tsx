import type { TMaintenanceList, TMaintenanceRequest } from '@rentwell/contracts/maintenance';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../test/fetch-routes.ts';
import { TenantMaintenanceRequests } from './tenant-maintenance-requests.tsx';

function request(id: string, title: string, overrides: Partial<TMaintenanceRequest> = {}): TMaintenanceRequest {
  return {
    id,
    title,
    description: 'Details',
    status: 'open',
    priority: 'medium',
    category: 'plumbing',
    property: { id: '11111111-1111-4111-8111-111111111111', name: 'Maple Court' },
    unit: { id: '33333333-3333-4333-8333-333333333333', label: '4B' },
    reportedBy: { id: '55555555-5555-4555-8555-555555555555', name: 'Rosa Diaz' },
    assignedTo: null,
    costMinor: null,
    currency: 'USD',
    photos: [],
    commentCount: 0,
    completedAt: null,
    createdAt: '2026-04-02T10:00:00.000Z',
    updatedAt: '2026-04-02T10:00:00.000Z',
    ...overrides,
  };
}

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TenantMaintenanceRequests />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a tenant's maintenance requests", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the tenant's requests with status, priority and a link to each", async () => {
    const list: TMaintenanceList = {
      items: [
        request('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Kitchen tap drips', { priority: 'high' }),
        request('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Heating is off', { status: 'in_progress' }),
      ],
      total: 2,
      page: 1,
      pageSize: 5,
      countsByStatus: { open: 1, in_progress: 1 } as TMaintenanceList['countsByStatus'],
    };
    stubFetchRoutes([{ path: '/api/maintenance?sort=newest&pageSize=5', respond: list }]);
    renderCard();

    const items = within(await screen.findByRole('list', { name: 'Maintenance requests' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const tap = within(items[0] as HTMLElement);
    expect(tap.getByRole('link', { name: /Kitchen tap drips/ }).getAttribute('href')).toBe(
      '/maintenance?request=aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    );
    // A tenant reads an open request as 'Pending'.
    expect(tap.getByText('Pending')).toBeTruthy();
    expect(tap.getByText('High')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('In progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New request' }).getAttribute('href')).toBe('/maintenance?new=1');
    expect(screen.queryByText(/haven't reported/)).toBeNull();
    expect(screen.queryByText(/The latest/)).toBeNull();
  });

  it('asks for the latest five and says how many there are in all', async () => {
    const items = ['1', '2', '3', '4', '5'].map((digit) =>
      request(`aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa${digit}`, `Fault ${digit}`),
    );
    const list = { items, total: 12, page: 1, pageSize: 5, countsByStatus: { open: 12 } };
    stubFetchRoutes([{ path: '/api/maintenance?sort=newest&pageSize=5', respond: list }]);
    renderCard();

    const shown = within(await screen.findByRole('list', { name: 'Maintenance requests' })).getAllByRole('listitem');
    expect(shown).toHaveLength(5);
    expect(screen.getByText('The latest 5 of 12 requests.')).toBeTruthy();
  });

  it('says so when the tenant has reported nothing', async () => {
    stubFetchRoutes([
      {
        path: '/api/maintenance?sort=newest&pageSize=5',
        respond: { items: [], total: 0, page: 1, pageSize: 5, countsByStatus: {} },
      },
    ]);
    renderCard();
    expect(await screen.findByText(/You haven't reported any problems/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Maintenance requests' })).toBeNull();
  });

  it('offers a retry when the requests cannot be loaded', async () => {
    stubFetchRoutes([
      {
        path: '/api/maintenance?sort=newest&pageSize=5',
        respond: () => ({ status: 500, body: { error: { code: 'internal_error', message: '' } } }),
      },
    ]);
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toContain("Your maintenance requests couldn't be loaded");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
