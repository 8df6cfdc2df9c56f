import type { TConversationSummary } from '@rentwell/contracts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { meResponse } from '../../../test/me-fixtures.ts';
import { MessagesPage } from './messages-page.tsx';

function conversation(index: number): TConversationSummary {
  const threadId = `aaaaaaaa-aaaa-4aaa-8aaa-${String(index).padStart(12, '0')}`;
  return {
    threadId,
    newCount: index === 1 ? 2 : 0,
    latest: {
      id: threadId,
      threadId,
      from: { id: '55555555-5555-4555-8555-555555555555', name: `Tenant ${index}`, role: 'tenant' },
      to: { id: '00000000-0000-4000-8000-000000000001', name: 'Dana Landlord', role: 'admin' },
      subject: `Subject ${index}`,
      body: 'Hello',
      isNew: index === 1,
      createdAt: '2026-04-02T10:00:00.000Z',
    },
  };
}

/** The inbox's 30 conversations, 25 a page. */
function inboxPage(page: number) {
  const first = (page - 1) * 25;
  const count = Math.max(0, Math.min(25, 30 - first));
  return {
    items: Array.from({ length: count }, (_, offset) => conversation(first + offset + 1)),
    total: 30,
    page,
    pageSize: 25,
  };
}

describe('the messages page', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("pages the folder's conversations, and another folder starts on its first page", async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const fetchMock = stubFetchRoutes([
      { path: '/api/me', respond: meResponse('admin') },
      { path: '/api/messages?folder=inbox&page=1&pageSize=25', respond: inboxPage(1) },
      { path: '/api/messages?folder=inbox&page=2&pageSize=25', respond: inboxPage(2) },
      { path: '/api/messages?folder=sent&page=1&pageSize=25', respond: { items: [], total: 0, page: 1, pageSize: 25 } },
    ]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/messages']}>
          <MessagesPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const inbox = await screen.findByRole('list', { name: 'Inbox' });
    expect(within(inbox).getAllByRole('listitem')).toHaveLength(25);
    expect(within(inbox).getByText('Tenant 1')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages of conversations' });
    expect(pager.textContent).toContain('Showing 1–25 of 30');

    await userEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Tenant 30')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Inbox' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('navigation', { name: 'Pages of conversations' }).textContent).toContain(
      'Showing 26–30 of 30',
    );

    await userEvent.click(screen.getByRole('tab', { name: /Sent/ }));
    expect(await screen.findByText('No sent messages')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/messages?folder=sent&page=1&pageSize=25');
  });
});
