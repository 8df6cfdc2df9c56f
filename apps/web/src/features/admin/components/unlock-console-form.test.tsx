import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { siteAdminKeys } from '../api/site-admin-queries.ts';
import { UnlockConsoleForm } from './unlock-console-form.tsx';

function renderForm(isKeyConfigured = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UnlockConsoleForm isKeyConfigured={isKeyConfigured} />
    </QueryClientProvider>,
  );
  return queryClient;
}

async function submit(user: ReturnType<typeof userEvent.setup>, email: string, key: string) {
  await user.type(screen.getByLabelText('Admin email'), email);
  await user.type(screen.getByLabelText('Secret key'), key);
  await user.click(screen.getByRole('button', { name: 'Unlock' }));
}

describe('UnlockConsoleForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('explains what the email and the secret key are', () => {
    stubFetchRoutes([]);
    renderForm();
    expect(screen.getByText(/The email of the site administrator account you are signed in with/)).toBeTruthy();
    expect(screen.getByText(/The SITE_ADMIN_KEY value from this server's configuration/)).toBeTruthy();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = stubFetchRoutes([]);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the email or key is not right, and clears the key', async () => {
    stubFetchRoutes([
      {
        method: 'POST',
        path: '/api/site-admin/unlock',
        respond: () => ({ status: 403, body: { error: { code: 'site_admin_unlock_failed', message: 'no' } } }),
      },
    ]);
    const user = userEvent.setup();
    renderForm();
    await submit(user, 'root@example.com', 'wrong-key');
    expect(await screen.findByText('The email or the secret key is not right.')).toBeTruthy();
    expect((screen.getByLabelText('Secret key') as HTMLInputElement).value).toBe('');
  });

  it('says to wait after too many attempts', async () => {
    stubFetchRoutes([
      {
        method: 'POST',
        path: '/api/site-admin/unlock',
        respond: () => ({ status: 429, body: { error: { code: 'rate_limited', message: 'slow down' } } }),
      },
    ]);
    const user = userEvent.setup();
    renderForm();
    await submit(user, 'root@example.com', 'some-key');
    expect(
      await screen.findByText('Too many unlock attempts. Wait a quarter of an hour before trying again.'),
    ).toBeTruthy();
  });

  it('cannot be used when the server has no key', () => {
    stubFetchRoutes([]);
    renderForm(false);
    expect(screen.getByText(/no site-admin secret key \(SITE_ADMIN_KEY\) is set on the server/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Unlock' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('unlocks and keeps the new lock status', async () => {
    const status = { isUnlocked: true, unlockedUntil: '2026-03-01T22:00:00.000Z', isKeyConfigured: true };
    const fetchMock = stubFetchRoutes([{ method: 'POST', path: '/api/site-admin/unlock', respond: status }]);
    const user = userEvent.setup();
    const queryClient = renderForm();
    await submit(user, ' root@example.com ', 'the-right-key');
    await vi.waitFor(() => expect(queryClient.getQueryData(siteAdminKeys.lock)).toEqual(status));
    const request = fetchMock.mock.calls.find(([url]) => url === '/api/site-admin/unlock');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ email: 'root@example.com', secretKey: 'the-right-key' });
  });
});
