import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { DemoAccountsWarning } from './demo-accounts-warning.tsx';

function renderWarning(status: { activeCount: number; isProduction: boolean }, onShowUsers = () => {}) {
  stubFetchRoutes([{ path: '/api/site-admin/demo-accounts', respond: status }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DemoAccountsWarning onShowUsers={onShowUsers} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('DemoAccountsWarning', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('warns in production while demo accounts can sign in, and leads to the users', async () => {
    const onShowUsers = vi.fn();
    renderWarning({ activeCount: 52, isProduction: true }, onShowUsers);
    expect(await screen.findByText('Demo accounts are active on this production server')).toBeTruthy();
    expect(screen.getByText(/published demo password: 52\./)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show users' }));
    expect(onShowUsers).toHaveBeenCalledOnce();
  });

  it('stays silent outside production, and in production without active demo accounts', async () => {
    const development = renderWarning({ activeCount: 4, isProduction: false });
    await vi.waitFor(() => expect(development.getQueryState(['site-admin', 'demo-accounts'])?.status).toBe('success'));
    expect(screen.queryByText('Demo accounts are active on this production server')).toBeNull();
    vi.unstubAllGlobals();

    const cleanProduction = renderWarning({ activeCount: 0, isProduction: true });
    await vi.waitFor(() =>
      expect(cleanProduction.getQueryState(['site-admin', 'demo-accounts'])?.status).toBe('success'),
    );
    expect(screen.queryByText('Demo accounts are active on this production server')).toBeNull();
  });
});
