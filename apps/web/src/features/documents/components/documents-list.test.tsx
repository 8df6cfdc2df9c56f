import type { TDocumentListItem } from '@rentwell/contracts/documents';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentsList } from './documents-list.tsx';

function item(overrides: Partial<TDocumentListItem>): TDocumentListItem {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    kind: 'lease',
    source: 'generated',
    title: 'Lease — Maple Court, 4B',
    fileName: 'lease.pdf',
    contentType: 'application/pdf',
    sizeBytes: 38_000,
    leaseId: null,
    createdAt: '2026-04-02T10:00:00.000Z',
    url: '/api/documents/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa/file',
    canDelete: true,
    keptBecause: null,
    signatureStatus: null,
    ...overrides,
  };
}

const receipt = item({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  kind: 'receipt',
  source: null,
  title: 'R-20260402-ABCD',
  fileName: 'R-20260402-ABCD.pdf',
  sizeBytes: null,
  url: '/api/payments/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb/receipt',
  canDelete: false,
  keptBecause: null,
});

function tableRow(name: RegExp) {
  return within(screen.getByRole('table')).getByRole('row', { name });
}

describe('the documents list', () => {
  it('offers staff preview, download, signatures and delete, and receipts only their download', async () => {
    const actions = { onPreview: vi.fn(), onRequestSignatures: vi.fn(), onShowSignatures: vi.fn(), onDelete: vi.fn() };
    render(<DocumentsList documents={[item({}), receipt]} {...actions} />);
    const lease = tableRow(/Lease — Maple Court/);
    expect(within(lease).getByText('38 kB', { exact: false })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(lease).getByRole('button', { name: /^Preview/ }));
    expect(actions.onPreview).toHaveBeenCalledWith(expect.objectContaining({ kind: 'lease' }));
    await user.click(within(lease).getByRole('button', { name: 'Actions for Lease — Maple Court, 4B' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Request signatures' }));
    expect(actions.onRequestSignatures).toHaveBeenCalled();

    const receiptRow = tableRow(/R-20260402-ABCD/);
    expect(within(receiptRow).queryByRole('button', { name: /^Preview/ })).toBeNull();
    expect(within(receiptRow).queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(
      within(receiptRow)
        .getByRole('link', { name: /^Download/ })
        .getAttribute('href'),
    ).toBe(receipt.url);
  });

  it('shows a document being signed with its status and no second request', async () => {
    const actions = { onPreview: vi.fn(), onRequestSignatures: vi.fn(), onShowSignatures: vi.fn(), onDelete: vi.fn() };
    render(
      <DocumentsList
        documents={[item({ signatureStatus: 'partially_signed', canDelete: false, keptBecause: 'signing' })]}
        {...actions}
      />,
    );
    const lease = tableRow(/Lease — Maple Court/);
    expect(within(lease).getByText('Partially signed')).toBeTruthy();
    await userEvent.setup().click(within(lease).getByRole('button', { name: /^Actions for/ }));
    expect(await screen.findByRole('menuitem', { name: 'Signatures' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Request signatures' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    const kept = screen.getByRole('menuitem', { name: /^Delete/ });
    expect(kept.getAttribute('aria-disabled')).toBe('true');
    expect(kept.textContent).toContain('Out for signature: withdraw the request before deleting it.');
  });

  it('explains that a signed document is kept, and its Delete does nothing', async () => {
    const actions = { onPreview: vi.fn(), onRequestSignatures: vi.fn(), onShowSignatures: vi.fn(), onDelete: vi.fn() };
    render(
      <DocumentsList
        documents={[item({ signatureStatus: 'fully_signed', canDelete: false, keptBecause: 'signed' })]}
        {...actions}
      />,
    );
    // A disabled item takes no pointer events: the click goes through anyway, and must do nothing.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(within(tableRow(/Lease — Maple Court/)).getByRole('button', { name: /^Actions for/ }));
    const kept = await screen.findByRole('menuitem', { name: /^Delete/ });
    expect(kept.getAttribute('aria-disabled')).toBe('true');
    expect(kept.textContent).toContain('Signed documents are kept for the record and cannot be deleted.');
    await user.click(kept);
    expect(actions.onDelete).not.toHaveBeenCalled();
  });

  it('gives a tenant the files without the staff actions', () => {
    render(
      <DocumentsList
        documents={[item({ canDelete: false, keptBecause: 'signed', signatureStatus: 'fully_signed' })]}
        onPreview={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const lease = tableRow(/Lease — Maple Court/);
    expect(within(lease).getByText('Fully signed')).toBeTruthy();
    expect(within(lease).queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(within(lease).getByRole('link', { name: /^Download/ })).toBeTruthy();
  });
});
