import type { TSigningState } from '@rentwell/contracts/signatures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorAnswer, stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { SignLeasePage } from './sign-lease-page.tsx';

function renderPage(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <SignLeasePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const valid = (consented: boolean): TSigningState => ({
  state: 'valid',
  signer: { name: 'Rosa Diaz', email: 'rosa@example.test', role: 'tenant' },
  organizationName: 'Harbor View Properties',
  message: 'Please sign this week.',
  document: { title: 'Lease — Maple Court, 4B', fileName: 'lease.pdf', contentType: 'application/pdf', sha256: 'ab12' },
  consentText: 'You may ask for a paper copy and withdraw your consent at any time.',
  consentLanguage: 'en',
  consented,
});

describe('the signing page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['invalid', 'Invalid Signature Link'],
    ['expired', 'This signature link has expired'],
    ['revoked', 'This signature request was withdrawn'],
    ['declined', 'This document was declined'],
    ['declined_by_you', 'You declined to sign this document'],
    ['not_your_turn', "It's not your turn to sign yet"],
  ] as const)('says a %s link cannot be used, in its heading', async (state, heading) => {
    stubFetchRoutes([{ path: '/api/sign/t1?language=en', respond: { state } }]);
    renderPage('/sign-lease?token=t1');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign document' })).toBeNull();
    expect(document.title).toBe(`${heading} · Rentwell`);
  });

  it('names the tab while the link is being read, and when it cannot be read', async () => {
    stubFetchRoutes([{ path: '/api/sign/t1?language=en', respond: () => apiErrorAnswer(500, 'internal_error') }]);
    renderPage('/sign-lease?token=t1');
    expect(document.title).toBe('Sign a document · Rentwell');
    expect(await screen.findByRole('heading', { name: "We couldn't open this signing link." })).toBeTruthy();
    expect(document.title).toBe("We couldn't open this signing link. · Rentwell");
  });

  it('treats a missing token as an invalid link without asking the server', () => {
    const fetchMock = stubFetchRoutes([]);
    renderPage('/sign-lease');
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Signature Link' })).toBeTruthy();
    expect(document.title).toBe('Invalid Signature Link · Rentwell');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the signed document on a used link once it is ready, and only then', async () => {
    stubFetchRoutes([{ path: '/api/sign/t1?language=en', respond: { state: 'used', signedDocumentReady: true } }]);
    renderPage('/sign-lease?token=t1');
    const download = await screen.findByRole('link', { name: 'Download the signed document' });
    expect(download.getAttribute('href')).toBe('/api/sign/t1/signed-document');
    expect(screen.getByRole('heading', { name: 'This signature link has already been used' })).toBeTruthy();
    expect(document.title).toBe('This signature link has already been used · Rentwell');
  });

  it('keeps the used-link page without a download while others have yet to sign', async () => {
    stubFetchRoutes([{ path: '/api/sign/t1?language=en', respond: { state: 'used', signedDocumentReady: false } }]);
    renderPage('/sign-lease?token=t1');
    expect(await screen.findByRole('heading', { name: 'This signature link has already been used' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download the signed document' })).toBeNull();
  });

  it('asks for consent before the signature, then signs with the typed name', async () => {
    let consented = false;
    const fetchMock = stubFetchRoutes([
      { path: '/api/sign/t1?language=en', respond: () => ({ body: valid(consented) }) },
      {
        method: 'POST',
        path: '/api/sign/t1/consent',
        respond: () => {
          consented = true;
          return { status: 200, body: {} };
        },
      },
      { method: 'POST', path: '/api/sign/t1/sign', respond: () => ({ status: 200, body: {} }) },
    ]);
    renderPage('/sign-lease?token=t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign "Lease — Maple Court, 4B"' })).toBeTruthy();
    expect(document.title).toBe('Sign "Lease — Maple Court, 4B" · Rentwell');
    expect(screen.getByText('Please sign this week.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Download/ }).getAttribute('href')).toBe('/api/sign/t1/document');
    expect(screen.queryByRole('button', { name: 'Sign document' })).toBeNull();
    const agree = screen.getByRole('button', { name: 'I agree, continue' });
    expect(agree.hasAttribute('disabled')).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/I have read this disclosure/));
    await user.click(agree);
    expect(await screen.findByText('You agreed to sign electronically.')).toBeTruthy();
    // The button that had the focus is gone: the focus moves on to the way of signing.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Draw' })));

    await user.click(screen.getByRole('tab', { name: 'Type' }));
    expect((screen.getByLabelText('Type your full name as your signature') as HTMLInputElement).value).toBe(
      'Rosa Diaz',
    );
    await user.click(screen.getByRole('button', { name: 'Sign document' }));
    expect(await screen.findByRole('heading', { name: 'You signed the document' })).toBeTruthy();
    expect(document.title).toBe('You signed the document · Rentwell');
    const consentCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/sign/t1/consent'));
    expect(JSON.parse(String(consentCall?.[1]?.body))).toEqual({ accepted: true, language: 'en' });
    const signCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/sign/t1/sign'));
    expect(JSON.parse(String(signCall?.[1]?.body))).toEqual({ method: 'typed', typedSignature: 'Rosa Diaz' });
  });
});
