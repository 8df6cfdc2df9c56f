import type { TExpense } from '@rentwell/contracts/expenses';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExpensesTable } from './expenses-table.tsx';

function expense(id: string, description: string, receipt: TExpense['receipt']): TExpense {
  return {
    id,
    incurredOn: '2026-03-04',
    category: 'repairs',
    vendor: 'Ace Plumbing',
    description,
    property: null,
    amountMinor: 12500,
    currency: 'USD',
    notes: '',
    receipt,
    recurrence: 'none',
    recurrenceEndsOn: null,
    recurringSourceId: null,
    maintenanceRequestId: null,
    createdAt: '2026-03-04T10:00:00.000Z',
  };
}

describe('ExpensesTable receipts', () => {
  it('downloads a PDF receipt and opens an image receipt in a new tab', () => {
    const pdf = { url: '/api/expenses/a/receipt', fileName: 'invoice 42.pdf', contentType: 'application/pdf' };
    const photo = { url: '/api/expenses/b/receipt', fileName: 'photo.jpg', contentType: 'image/jpeg' };
    render(
      <ExpensesTable
        expenses={[expense('a', 'Boiler repair', pdf), expense('b', 'Tap washer', photo)]}
        totalAmountMinor={25000}
        currency="USD"
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const [download] = screen.getAllByRole('link', { name: 'Download receipt: Boiler repair' });
    expect(download?.getAttribute('download')).toBe('invoice 42.pdf');
    expect(download?.hasAttribute('target')).toBe(false);
    const [view] = screen.getAllByRole('link', { name: 'View receipt: Tap washer' });
    expect(view?.getAttribute('target')).toBe('_blank');
    expect(view?.hasAttribute('download')).toBe(false);
  });
});
