import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorAnswer, stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { VerifyDocumentPage } from './verify-document-page.tsx';

const TITLE = 'Verify a signed document · Rentwell';

async function verifyAFile() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VerifyDocumentPage />
    </QueryClientProvider>,
  );
  expect(document.title).toBe(TITLE);
  const user = userEvent.setup();
  await user.upload(
    screen.getByLabelText('Signed PDF'),
    new File(['%PDF-1.7'], 'lease.pdf', { type: 'application/pdf' }),
  );
  await user.click(screen.getByRole('button', { name: 'Verify document' }));
}

describe('the verify page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps its own title beside a verdict', async () => {
    stubFetchRoutes([
      {
        method: 'POST',
        path: '/api/verify-document',
        respond: { sealedHere: true, unchanged: false, completedAt: null, documentTitle: null },
      },
    ]);
    await verifyAFile();
    expect(await screen.findByRole('heading', { name: 'Sealed here, but changed since' })).toBeTruthy();
    expect(document.title).toBe(TITLE);
  });

  it('keeps its own title when the check fails', async () => {
    stubFetchRoutes([{ method: 'POST', path: '/api/verify-document', respond: () => apiErrorAnswer(500, 'internal') }]);
    await verifyAFile();
    expect(await screen.findByText('The document could not be checked')).toBeTruthy();
    expect(document.title).toBe(TITLE);
  });
});
