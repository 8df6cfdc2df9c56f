import { act, render, screen } from '@testing-library/react';
import { use } from 'react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRouter, useIsNavigating } from './app-router.tsx';

function NavigationState() {
  return <p>{useIsNavigating() ? 'navigating' : 'idle'}</p>;
}

describe('AppRouter', () => {
  it('keeps the current page on screen, navigating, until the next page has loaded', async () => {
    let loadNextPage: (title: string) => void = () => {};
    const nextPage = new Promise<string>((resolve) => {
      loadNextPage = resolve;
    });
    function NextPage() {
      return <h1>{use(nextPage)}</h1>;
    }
    window.history.replaceState(null, '', '/first');
    render(
      <AppRouter>
        <NavigationState />
        <Routes>
          <Route path="/first" element={<Link to="/next">Go next</Link>} />
          <Route path="/next" element={<NextPage />} />
        </Routes>
      </AppRouter>,
    );

    await act(async () => screen.getByRole('link', { name: 'Go next' }).click());
    expect(window.location.pathname).toBe('/next');
    expect(screen.getByRole('link', { name: 'Go next' })).toBeTruthy();
    expect(screen.getByText('navigating')).toBeTruthy();

    await act(async () => loadNextPage('Next page'));
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go next' })).toBeNull();
  });
});
