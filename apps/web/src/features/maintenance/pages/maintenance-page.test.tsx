import type { TMaintenanceRequest } from '@rentwell/contracts/maintenance';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { meResponse } from '../../../test/me-fixtures.ts';
import { MaintenancePage } from './maintenance-page.tsx';

function request(index: number): TMaintenanceRequest {
  return {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(index).padStart(12, '0')}`,
    title: `Fault ${index}`,
    description: 'Details',
    status: 'open',
    priority: 'medium',
    category: 'plumbing',
    property: { id: '11111111-1111-4111-8111-111111111111', name: 'Maple Court' },
    unit: null,
    reportedBy: null,
    assignedTo: null,
    costMinor: null,
    currency: 'USD',
    photos: [],
    commentCount: 0,
    completedAt: null,
    createdAt: '2026-04-02T10:00:00.000Z',
    updatedAt: '2026-04-02T10:00:00.000Z',
  };
}

const countsByStatus = { open: 30, in_progress: 2, completed: 0, cancelled: 0 };

/** The server's answer to `/api/maintenance?...&page=<page>`: 30 requests match, 24 a page. */
function pageOf(url: string) {
  const params = new URL(url, 'http://localhost').searchParams;
  const page = Number(params.get('page'));
  const first = (page - 1) * 24;
  const indexes = Array.from({ length: Math.max(0, Math.min(24, 30 - first)) }, (_, offset) => first + offset + 1);
  return { items: indexes.map(request), total: 30, page, pageSize: 24, countsByStatus };
}

function renderPage(address: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[address]}>
        <MaintenancePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the maintenance page', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pages the requests, keeps the counts of every status, and goes back to page 1 when a filter changes', async () => {
    vi.stubGlobal('scrollTo', vi.fn());
    const listCalls: string[] = [];
    const fetchMock = stubFetchRoutes([
      { path: '/api/me', respond: meResponse('property_manager') },
      { path: '/api/maintenance/assignees', respond: [] },
      { path: /^\/api\/maintenance\?/, respond: { items: [], total: 0, page: 1, pageSize: 24, countsByStatus } },
    ]);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/api/maintenance?')) return answer?.(input, init) as Promise<Response>;
      listCalls.push(url);
      return Promise.resolve(Response.json(pageOf(url)));
    });
    renderPage('/maintenance?priority=medium');

    expect(await screen.findByText('Fault 1')).toBeTruthy();
    expect(listCalls[0]).toBe('/api/maintenance?priority=medium&sort=newest&page=1&pageSize=24');
    const pager = screen.getByRole('navigation', { name: 'Pages of maintenance requests' });
    expect(pager.textContent).toContain('Showing 1–24 of 30');
    expect(screen.getByRole('button', { name: /^All/ }).textContent).toContain('32');

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Fault 30')).toBeTruthy();
    expect(listCalls.at(-1)).toBe('/api/maintenance?priority=medium&sort=newest&page=2&pageSize=24');
    expect(screen.getByRole('navigation', { name: 'Pages of maintenance requests' }).textContent).toContain(
      'Showing 25–30 of 30',
    );

    await userEvent.click(screen.getByRole('button', { name: /In progress/ }));
    await waitFor(() =>
      expect(listCalls.at(-1)).toBe(
        '/api/maintenance?status=in_progress&priority=medium&sort=newest&page=1&pageSize=24',
      ),
    );
  });
});
