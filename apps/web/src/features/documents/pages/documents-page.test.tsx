import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { meResponse } from '../../../test/me-fixtures.ts';
import { DocumentsPage } from './documents-page.tsx';

const EMPTY = { items: [], page: 1, pageSize: 20, total: 0 };

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/documents']}>
        <DocumentsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the empty documents page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['maintenance', 'No documents to show you', /kept by your landlord and the property managers/],
    ['tenant', 'No documents yet', /Your landlord's shared lease documents/],
    ['admin', 'No documents yet', /Upload a lease/],
  ] as const)('speaks to the %s role in its own words', async (role, title, description) => {
    stubFetchRoutes([
      { path: '/api/me', respond: meResponse(role) },
      { path: /^\/api\/documents\?/, respond: EMPTY },
    ]);
    renderPage();
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
  });
});
