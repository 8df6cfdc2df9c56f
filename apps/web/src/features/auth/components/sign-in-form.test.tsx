import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInWithEmail } from '../api/auth-api.ts';
import { SignInForm } from './sign-in-form.tsx';

vi.mock('../api/auth-api.ts', () => ({ signInWithEmail: vi.fn() }));

function renderForm() {
  const router = createMemoryRouter([{ path: '/auth', element: <SignInForm /> }], { initialEntries: ['/auth'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('SignInForm', () => {
  afterEach(() => {
    vi.mocked(signInWithEmail).mockReset();
  });

  it('says when the account is paused after too many failed sign-ins', async () => {
    // better-auth's client answers an HTTP error as the response body plus its status.
    vi.mocked(signInWithEmail).mockResolvedValue({ error: { code: 'ACCOUNT_SIGN_IN_LOCKED', status: 429 } });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'tenant@example.com');
    await user.type(screen.getByLabelText('Password'), 'the-right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'Sign-in to this account is paused after too many wrong passwords. Try again in 15 minutes, or reset your password.',
      ),
    ).toBeTruthy();
    expect(signInWithEmail).toHaveBeenCalledWith({ email: 'tenant@example.com', password: 'the-right-password' });
  });
});
