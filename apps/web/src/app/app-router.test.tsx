import { act, render, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRouter, type TPrepareLocation, useIsNavigating } from './app-router.tsx';

function NavigationState() {
  return <p>{useIsNavigating() ? 'navigating' : 'idle'}</p>;
}

function renderRouter(prepare: TPrepareLocation) {
  window.history.replaceState(null, '', '/first');
  render(
    <AppRouter prepare={prepare}>
      <NavigationState />
      <Routes>
        <Route path="/first" element={<Link to="/next">Go next</Link>} />
        <Route path="/next" element={<h1>Next page</h1>} />
      </Routes>
    </AppRouter>,
  );
}

describe('AppRouter', () => {
  it('keeps the current page on screen, navigating, until the next page has loaded', async () => {
    let loadNextPage: () => void = () => {};
    const nextPageLoaded = new Promise<void>((resolve) => {
      loadNextPage = resolve;
    });
    const prepare = (pathname: string) => (pathname === '/next' ? nextPageLoaded : null);
    renderRouter(prepare);

    await act(async () => screen.getByRole('link', { name: 'Go next' }).click());
    expect(window.location.pathname).toBe('/next');
    expect(screen.getByRole('link', { name: 'Go next' })).toBeTruthy();
    expect(screen.getByText('navigating')).toBeTruthy();

    await act(async () => loadNextPage());
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go next' })).toBeNull();
  });

  it('shows a location that needs nothing more at once', async () => {
    renderRouter(() => null);
    await act(async () => screen.getByRole('link', { name: 'Go next' }).click());
    expect(screen.getByRole('heading', { name: 'Next page' })).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
  });
});
