import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './error-boundary.tsx';

function BrokenPage(): never {
  throw new Error('The page failed');
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

describe('RouteErrorBoundary', () => {
  it("shows 'Something went wrong' for a page that fails when opened, and the next navigation clears it", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <BackButton />
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            </>
          ),
          children: [
            { path: '/working', element: <Link to="/broken">Open the broken page</Link> },
            { path: '/broken', element: <BrokenPage /> },
          ],
        },
      ],
      { initialEntries: ['/working'] },
    );
    render(<RouterProvider router={router} />);

    await act(async () => screen.getByRole('link', { name: 'Open the broken page' }).click());
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith('Route error', expect.any(Error), expect.any(String));

    await act(async () => screen.getByRole('button', { name: 'Back' }).click());
    expect(await screen.findByRole('link', { name: 'Open the broken page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
