import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleTable } from './console-table.tsx';

type TRow = { id: string; name: string; count: number };

function Harness({
  items,
  total,
  onPageChange,
}: {
  items: TRow[];
  total: number;
  onPageChange: (page: number) => void;
}) {
  const query = useQuery({ queryKey: ['rows'], queryFn: async () => ({ items, page: 1, total }) });
  return (
    <ConsoleTable
      query={query}
      empty={{ icon: Inbox, title: 'Nothing here', description: 'No row yet' }}
      columns={[
        { key: 'name', header: 'Name', cell: (row) => row.name },
        {
          key: 'count',
          header: 'Count',
          headClassName: 'text-end',
          cellClassName: 'text-end',
          cell: (row) => row.count,
        },
      ]}
      actions={(row) => <button type="button">{`Open ${row.name}`}</button>}
      card={(row) => <p>{`${row.name} card`}</p>}
      paginationLabel="Pages of rows"
      onPageChange={onPageChange}
    />
  );
}

function renderTable(items: TRow[], total = items.length) {
  const onPageChange = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness items={items} total={total} onPageChange={onPageChange} />
    </QueryClientProvider>,
  );
  return onPageChange;
}

describe('ConsoleTable', () => {
  it('shows each item as a row of its columns and as a card, and pages', async () => {
    const onPageChange = renderTable(
      [
        { id: 'a', name: 'Alpha', count: 3 },
        { id: 'b', name: 'Beta', count: 5 },
      ],
      45,
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Count', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Alpha', '3', 'Open Alpha'],
      ['Beta', '5', 'Open Beta'],
    ]);
    expect(screen.getByText('Alpha card').closest('li')).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages of rows' })).getByRole('button', { name: 'Next' }),
    );
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says so when there is nothing to list', async () => {
    renderTable([]);
    expect(await screen.findByText('Nothing here')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
