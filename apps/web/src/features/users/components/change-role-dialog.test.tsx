import type { TManagedUser } from '@rentwell/contracts/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { apiErrorAnswer, stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { enableRadixSelectInJsdom } from '../../../test/radix-jsdom.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';

const MAX: TManagedUser = {
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Max Fixit',
  email: 'max@example.com',
  phone: null,
  role: 'admin',
  status: 'active',
  mustChangePassword: false,
  lastSignInAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

function Harness() {
  const [user, setUser] = useState<TManagedUser | null>(MAX);
  return (
    <>
      <button type="button" onClick={() => setUser(MAX)}>
        Open change role
      </button>
      <ChangeRoleDialog user={user} onClose={() => setUser(null)} />
    </>
  );
}

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save role' }) as HTMLButtonElement;

async function choose(user: ReturnType<typeof userEvent.setup>, role: string) {
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: role }));
}

describe('ChangeRoleDialog', () => {
  beforeAll(enableRadixSelectInJsdom);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows an admin as Landlord and saves nothing until another role is chosen; Admin is the same role', async () => {
    const fetchMock = stubFetchRoutes([]);
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByRole('combobox', { name: 'Role' }).textContent).toBe('Landlord');
    expect(saveButton().disabled).toBe(true);
    await choose(user, 'Admin');
    expect(saveButton().disabled).toBe(true);
    await choose(user, 'Maintenance');
    expect(saveButton().disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the chosen role, says so and closes', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stubFetchRoutes([
      { method: 'PATCH', path: `/api/users/${MAX.id}`, respond: () => ({ body: { ...MAX, role: 'maintenance' } }) },
    ]);
    const user = userEvent.setup();
    renderDialog();
    await choose(user, 'Maintenance');
    await user.click(saveButton());
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change role' })).toBeNull());
    const request = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ role: 'maintenance' });
    expect(success).toHaveBeenCalledWith('Max Fixit is now Maintenance.');
  });

  it('says why the server refused, and forgets it once the dialog is closed and opened again', async () => {
    stubFetchRoutes([
      { method: 'PATCH', path: `/api/users/${MAX.id}`, respond: () => apiErrorAnswer(409, 'last_admin') },
    ]);
    const user = userEvent.setup();
    renderDialog();
    await choose(user, 'Tenant');
    await user.click(saveButton());
    expect(
      await screen.findByText(
        'The organization needs at least one active landlord. Make someone else a landlord first.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open change role' }));
    expect(await screen.findByRole('dialog', { name: 'Change role' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
