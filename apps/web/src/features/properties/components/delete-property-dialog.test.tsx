import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { apiErrorAnswer, stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { DeletePropertyDialog } from './delete-property-dialog.tsx';

const MAPLE = { id: '11111111-1111-4111-8111-111111111111', name: 'Maple Court' };

function Harness({ onDeleted }: { onDeleted: () => void }) {
  const [property, setProperty] = useState<typeof MAPLE | null>(MAPLE);
  return (
    <>
      <button type="button" onClick={() => setProperty(MAPLE)}>
        Open delete
      </button>
      <DeletePropertyDialog property={property} onClose={() => setProperty(null)} onDeleted={onDeleted} />
    </>
  );
}

function renderDialog(onDeleted = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  return { onDeleted };
}

const confirmButton = () => screen.getByRole('button', { name: 'Delete property' });

describe('DeletePropertyDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('deletes the property once confirmed, says so, closes and reports it deleted', async () => {
    const deleted = vi.spyOn(toast, 'success');
    const fetchMock = stubFetchRoutes([{ method: 'DELETE', path: `/api/properties/${MAPLE.id}`, respond: null }]);
    const user = userEvent.setup();
    const { onDeleted } = renderDialog();
    expect(screen.getByRole('alertdialog', { name: 'Delete Maple Court?' })).toBeTruthy();
    await user.click(confirmButton());
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(deleted).toHaveBeenCalledWith('Maple Court was deleted');
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('shows why the server refused, and forgets it once closed and opened again', async () => {
    stubFetchRoutes([
      {
        method: 'DELETE',
        path: `/api/properties/${MAPLE.id}`,
        respond: () => apiErrorAnswer(409, 'property_has_active_leases'),
      },
    ]);
    const user = userEvent.setup();
    const { onDeleted } = renderDialog();
    await user.click(confirmButton());
    const refusal = "This property has active or upcoming leases, so it can't be deleted.";
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open delete' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete Maple Court?' })).toBeTruthy();
    expect(screen.queryByText(refusal)).toBeNull();
  });
});
