import type { TMaintenanceRequestDetail, TMaintenanceStatus } from '@rentwell/contracts/maintenance';
import type { TRole } from '@rentwell/contracts/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { meResponse } from '../../../test/me-fixtures.ts';
import { maintenanceActionsFor, statusShownTo } from '../maintenance-roles.ts';
import { RequestDetailSheet } from './request-detail-sheet.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const REQUEST_ID = '99999999-9999-4999-8999-999999999999';

function requestWith(status: TMaintenanceStatus, overrides: Partial<TMaintenanceRequestDetail> = {}) {
  const request: TMaintenanceRequestDetail = {
    id: REQUEST_ID,
    title: 'Kitchen sink leaking',
    description: 'Water under the sink.\nThe cabinet floor is soft.',
    priority: 'high',
    category: 'plumbing',
    status,
    property: { id: '11111111-1111-4111-8111-111111111111', name: 'Harbor View Apartments' },
    unit: { id: '33333333-3333-4333-8333-333333333333', label: '4B' },
    reportedBy: { id: '55555555-5555-4555-8555-555555555555', name: 'Tina Torres' },
    assignedTo: null,
    costMinor: null,
    currency: 'USD',
    photos: [],
    commentCount: 1,
    completedAt: null,
    createdAt: '2026-04-02T10:00:00.000Z',
    updatedAt: '2026-04-02T10:00:00.000Z',
    comments: [
      {
        id: '77777777-7777-4777-8777-777777777777',
        author: { id: '55555555-5555-4555-8555-555555555555', name: 'Tina Torres' },
        body: '<b>Please</b> <img src=x onerror="alert(1)"> hurry\nSecond line',
        createdAt: '2026-04-02T11:00:00.000Z',
      },
    ],
    ...overrides,
  };
  return request;
}

function renderSheet(role: TRole, request: TMaintenanceRequestDetail) {
  const fetchMock = stubFetchRoutes([
    { path: '/api/me', respond: meResponse(role, 'Dana Person') },
    { path: `/api/maintenance/${REQUEST_ID}`, respond: request },
    {
      path: '/api/maintenance/assignees',
      respond: [{ id: '88888888-8888-4888-8888-888888888888', name: 'Max Morales', role: 'maintenance' }],
    },
    {
      path: new RegExp(`^/api/expenses\\?maintenanceRequestId=${REQUEST_ID}`),
      respond: { items: [], total: 0, page: 1, pageSize: 1, totalAmountMinor: 0, currency: 'USD' },
    },
    {
      method: 'POST',
      path: `/api/expenses/from-maintenance/${REQUEST_ID}`,
      respond: () => ({ status: 201, body: { id: 'e1', amountMinor: 12_000, currency: 'USD' } }),
    },
    {
      method: 'POST',
      path: `/api/maintenance/${REQUEST_ID}/transition`,
      respond: () => ({ body: requestWith('in_progress') }),
    },
  ]);
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RequestDetailSheet requestId={REQUEST_ID} onOpenChange={() => {}} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return fetchMock;
}

async function openSheet() {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name: 'Kitchen sink leaking' });
  return dialog;
}

const actionNames = (dialog: HTMLElement) =>
  ['Start Work', 'Mark Complete', 'Cancel request', 'Reopen'].filter(
    (name) => within(dialog).queryByRole('button', { name }) !== null,
  );

// Radix dialogs and selects render slowly in jsdom on a busy machine.
describe('maintenance status actions by role', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows the rules of each role for every status', () => {
    expect(maintenanceActionsFor('admin', 'open')).toEqual(['start', 'cancel']);
    expect(maintenanceActionsFor('property_manager', 'in_progress')).toEqual(['complete', 'cancel']);
    expect(maintenanceActionsFor('admin', 'completed')).toEqual(['reopen']);
    expect(maintenanceActionsFor('maintenance', 'open')).toEqual(['start']);
    expect(maintenanceActionsFor('maintenance', 'in_progress')).toEqual(['complete']);
    expect(maintenanceActionsFor('maintenance', 'cancelled')).toEqual([]);
    expect(maintenanceActionsFor('tenant', 'open')).toEqual(['cancel']);
    expect(maintenanceActionsFor('tenant', 'in_progress')).toEqual([]);
    expect(maintenanceActionsFor('tenant', 'completed')).toEqual([]);
    expect(maintenanceActionsFor('site_admin', 'open')).toEqual([]);
    expect(statusShownTo('tenant', 'open')).toBe('pending');
    expect(statusShownTo('admin', 'open')).toBe('open');
  });

  it("offers a landlord 'Start Work' and cancel on an open request, with assignment, priority and cost", async () => {
    const fetchMock = renderSheet('admin', requestWith('open'));
    const dialog = await openSheet();
    expect(actionNames(dialog)).toEqual(['Start Work', 'Cancel request']);
    expect(within(dialog).getByText('Open')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Assigned to' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toBeTruthy();
    expect(within(dialog).getByLabelText(/Cost of the work \(USD\)/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Comment')).toBeTruthy();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Start Work' }));
    await vi.waitFor(() => expect(within(dialog).getByText('In progress')).toBeTruthy());
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/transition'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ action: 'start' });
    expect(actionNames(dialog)).toEqual(['Mark Complete', 'Cancel request']);
  });

  it("offers a landlord 'Reopen' on a completed request and says its cost can be recorded as an expense", async () => {
    const fetchMock = renderSheet(
      'admin',
      requestWith('completed', { costMinor: 12_000, completedAt: '2026-04-03T10:00:00.000Z' }),
    );
    const dialog = await openSheet();
    expect(actionNames(dialog)).toEqual(['Reopen']);
    expect(within(dialog).getByText('Completed for $120.00')).toBeTruthy();
    expect(within(dialog).getByText(/can be recorded as an expense of Harbor View Apartments/)).toBeTruthy();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Record as expense' }));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/expenses/from-maintenance/${REQUEST_ID}`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it("offers maintenance staff 'Mark Complete', the cost and work notes, but not the assignment", async () => {
    renderSheet(
      'maintenance',
      requestWith('in_progress', { assignedTo: { id: '00000000-0000-4000-8000-000000000001', name: 'Dana Person' } }),
    );
    const dialog = await openSheet();
    expect(actionNames(dialog)).toEqual(['Mark Complete']);
    expect(within(dialog).queryByRole('combobox', { name: 'Assigned to' })).toBeNull();
    expect(within(dialog).getByLabelText(/Cost of the work \(USD\)/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Work note')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add note' })).toBeTruthy();
  });

  it('lets a tenant cancel their pending request, after asking, and shows no cost', async () => {
    renderSheet('tenant', requestWith('open', { costMinor: 5_000 }));
    const dialog = await openSheet();
    expect(within(dialog).getByText('Pending')).toBeTruthy();
    expect(actionNames(dialog)).toEqual(['Cancel request']);
    expect(within(dialog).queryByText(/Cost/)).toBeNull();
    expect(within(dialog).getByLabelText('Comment')).toBeTruthy();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    expect(within(confirm).getByRole('button', { name: 'Keep request' })).toBeTruthy();
  });

  it('gives a tenant no status action once work has started', async () => {
    renderSheet('tenant', requestWith('in_progress'));
    const dialog = await openSheet();
    expect(within(dialog).getByText('In progress')).toBeTruthy();
    expect(actionNames(dialog)).toEqual([]);
  });

  it('shows comments and the description as plain text, never as HTML', async () => {
    renderSheet('tenant', requestWith('open'));
    const dialog = await openSheet();
    const comment = within(dialog).getByText(/hurry/);
    expect(comment.textContent).toBe('<b>Please</b> <img src=x onerror="alert(1)"> hurry\nSecond line');
    expect(comment.querySelector('b, img')).toBeNull();
    expect(within(dialog).getByText(/The cabinet floor is soft/).textContent).toContain('\n');
  });
});
