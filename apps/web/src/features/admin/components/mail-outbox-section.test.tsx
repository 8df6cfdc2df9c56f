import type { TMailSummary } from '@rentwell/contracts/site-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { MailOutboxSection } from './mail-outbox-section.tsx';

const failed: TMailSummary = {
  id: '00000000-0000-4000-8000-0000000000f1',
  to: 'nina@example.com',
  subject: 'Your Rentwell account is ready',
  purpose: 'account_invitation',
  status: 'failed',
  error: '421 Service not available',
  attempts: 8,
  nextAttemptAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  sentAt: null,
};
const retrying: TMailSummary = {
  ...failed,
  id: '00000000-0000-4000-8000-0000000000f2',
  subject: 'Reset your Rentwell password',
  purpose: 'password_reset',
  status: 'queued',
  attempts: 2,
  nextAttemptAt: new Date(Date.now() + 5 * 60_000).toISOString(),
};

function renderSection() {
  const fetchMock = stubFetchRoutes([
    { path: /\/api\/site-admin\/mail\?/, respond: { items: [failed, retrying], total: 2, page: 1, pageSize: 20 } },
    {
      method: 'POST',
      path: `/api/site-admin/mail/${failed.id}/resend`,
      respond: { ...failed, status: 'queued', attempts: 0, textBody: 'Choose your password.' },
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MailOutboxSection />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('MailOutboxSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows attempts, the next try and the last error, and resends only a failed mail', async () => {
    const fetchMock = renderSection();
    const table = await screen.findByRole('table');
    const failedRow = within(table).getByText(failed.subject).closest('tr');
    const retryingRow = within(table).getByText(retrying.subject).closest('tr');
    if (!failedRow || !retryingRow) throw new Error('rows not rendered');
    expect(within(failedRow).getByText('Attempts: 8')).toBeTruthy();
    expect(within(failedRow).getByText('421 Service not available')).toBeTruthy();
    expect(within(retryingRow).getByText('Attempt 2 failed · next try in 5 minutes')).toBeTruthy();
    expect(within(retryingRow).queryByRole('button', { name: /Send the email/ })).toBeNull();

    fireEvent.click(within(failedRow).getByRole('button', { name: `Send the email “${failed.subject}” again` }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith(`/mail/${failed.id}/resend`) && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });
});
