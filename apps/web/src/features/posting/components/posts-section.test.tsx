import type { TSocialPost } from '@rentwell/contracts/social-posting';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { PostsSection } from './posts-section.tsx';

function post(index: number): TSocialPost {
  return {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(index).padStart(12, '0')}`,
    text: `Post ${index}`,
    status: 'sent',
    scheduledAt: null,
    sentAt: '2026-04-02T10:00:00.000Z',
    createdAt: '2026-04-02T10:00:00.000Z',
    failure: null,
    images: [],
    groups: [],
  };
}

/** 12 posts, 10 a page. */
function pageOf(page: number) {
  const indexes = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11, 12];
  return { items: indexes.map(post), total: 12, page, pageSize: 10 };
}

describe('your posts', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pages the posts, ten at a time', async () => {
    stubFetchRoutes([
      { path: '/api/social-posting/posts?page=1&pageSize=10', respond: pageOf(1) },
      { path: '/api/social-posting/posts?page=2&pageSize=10', respond: pageOf(2) },
    ]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PostsSection />
      </QueryClientProvider>,
    );

    const list = await screen.findByRole('list', { name: 'Your posts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pages of your posts' });
    expect(pager.textContent).toContain('Showing 1–10 of 12');

    await userEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Post 12')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your posts' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Pages of your posts' }).textContent).toContain(
      'Showing 11–12 of 12',
    );
  });
});
