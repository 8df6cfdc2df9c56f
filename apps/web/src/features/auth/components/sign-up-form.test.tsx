import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SignUpForm, toSignUpRequest } from './sign-up-form.tsx';

vi.mock('../api/auth-api.ts', () => ({ signUpWithEmail: vi.fn() }));

describe('toSignUpRequest', () => {
  const base = {
    name: 'Dana Smith',
    email: ' dana@example.com ',
    password: 'long-enough',
    phone: '',
    organizationName: '',
  };

  it('drops blank optional fields and trims the email', () => {
    expect(toSignUpRequest({ ...base, role: 'admin' }, 'America/Los_Angeles')).toEqual({
      name: 'Dana Smith',
      email: 'dana@example.com',
      password: 'long-enough',
      role: 'admin',
      timeZone: 'America/Los_Angeles',
    });
  });

  it("sends the browser's time zone for a new organization, not for a tenant", () => {
    expect(toSignUpRequest({ ...base, role: 'admin' })).toMatchObject({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(toSignUpRequest({ ...base, role: 'tenant' }, 'Pacific/Auckland')).not.toHaveProperty('timeZone');
  });

  it('sends the organization only for landlords and managers', () => {
    expect(toSignUpRequest({ ...base, role: 'property_manager', organizationName: 'Acme' })).toMatchObject({
      organizationName: 'Acme',
    });
    expect(toSignUpRequest({ ...base, role: 'tenant', organizationName: 'Acme' })).not.toHaveProperty(
      'organizationName',
    );
  });
});

describe('SignUpForm', () => {
  it('shows translated field errors and hides the organization for tenants', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/auth', element: <SignUpForm /> }], { initialEntries: ['/auth'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Organization name')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Must be at least 8 characters')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Tenant/ }));
    expect(screen.queryByLabelText('Organization name')).toBeNull();
  });
});
