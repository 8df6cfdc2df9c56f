import { MAX_EXPENSE_RECEIPT_BYTES } from '@rentwell/contracts/expenses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { enableRadixSelectInJsdom } from '../../../test/radix-jsdom.ts';
import { ExpenseDialog } from './expense-dialog.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PROPERTY = { id: '11111111-1111-4111-8111-111111111111', name: 'Harbor View Apartments', currency: 'USD' };

function renderDialog() {
  enableRadixSelectInJsdom();
  const onOpenChange = vi.fn();
  const fetchMock = stubFetchRoutes([
    { path: /^\/api\/properties\?/, respond: { items: [PROPERTY], total: 1, page: 1, pageSize: 50 } },
    {
      method: 'POST',
      path: '/api/expenses',
      respond: (body: unknown) => ({ status: 201, body: { id: 'e1', receipt: null, ...(body as object) } }),
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ExpenseDialog currency="USD" defaultPropertyId={PROPERTY.id} onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { fetchMock, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Add an expense' }) };
}

describe('the expense dialog', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the typed decimal amount in minor units, portfolio-wide as no property', async () => {
    const user = userEvent.setup();
    const { fetchMock, onOpenChange, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText('Description'), 'Gutter cleaning');
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '1,250.5');
    const property = within(dialog).getByRole('combobox', { name: 'Property' });
    await waitFor(() => expect(property.textContent).toBe('Harbor View Apartments'));
    await user.click(property);
    await user.click(await screen.findByRole('option', { name: 'Portfolio-wide' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/expenses') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      description: 'Gutter cleaning',
      amountMinor: 125_050,
      propertyId: null,
      category: 'repairs',
      recurrence: 'none',
      recurrenceEndsOn: null,
    });
  });

  it('explains why a receipt is refused before anything is uploaded', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { dialog } = renderDialog();
    const input = within(dialog).getByLabelText(/^Receipt/);
    await user.upload(input, new File(['plain'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a PDF or a PNG, JPG or WEBP image.');
    const huge = new File([new Uint8Array(MAX_EXPENSE_RECEIPT_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(input, huge);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'This file is larger than 10 MB. Choose a smaller file.',
    );
    await user.upload(input, new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText('invoice.pdf will be uploaded when you save.')).toBeTruthy();
  });
});
