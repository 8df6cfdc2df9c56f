import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './scroll-restoration.ts';

function Page({ title }: { title: string }) {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <h1>{title}</h1>
      <Link to="/second">Second</Link>
      <Link to="/first?tab=2">Other tab</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function userScrollsTo(y: number) {
  vi.stubGlobal('scrollY', y);
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    scrollTo.mockReset();
  });

  function renderPages() {
    const router = createMemoryRouter(
      [
        { path: '/first', element: <Page title="First" /> },
        { path: '/second', element: <Page title="Second" /> },
      ],
      { initialEntries: ['/first'] },
    );
    render(<RouterProvider router={router} />);
  }

  it('starts a new location at the top and puts the page back where the user left it on back', async () => {
    renderPages();
    userScrollsTo(640);

    await act(async () => screen.getByRole('link', { name: 'Second' }).click());
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    userScrollsTo(120);

    await act(async () => screen.getByRole('button', { name: 'Back' }).click());
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('starts at the top when only the search parameters change', async () => {
    renderPages();
    userScrollsTo(300);
    scrollTo.mockClear();
    await act(async () => screen.getByRole('link', { name: 'Other tab' }).click());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the positions for a reload when the page is left', () => {
    renderPages();
    userScrollsTo(200);
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(JSON.parse(sessionStorage.getItem('rentwell-scroll-positions') ?? '{}'))).toContain(200);
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
