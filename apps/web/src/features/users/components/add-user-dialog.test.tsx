import type { TCreateUserResponse } from '@rentwell/contracts/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorAnswer, stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { expectPasswordShownOnce } from '../../../test/generated-password-checks.ts';
import { enableRadixSelectInJsdom } from '../../../test/radix-jsdom.ts';
import { renderReopenableDialog } from '../../../test/render-reopenable-dialog.tsx';
import { AddUserDialog } from './add-user-dialog.tsx';

const PASSWORD = 'Lantern-harbor-7-quiet-Moss';

function createdUser(role: TCreateUserResponse['user']['role']): TCreateUserResponse['user'] {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    name: 'Max Fixit',
    email: 'max@example.com',
    phone: null,
    role,
    status: 'active',
    mustChangePassword: true,
    lastSignInAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
  };
}

/** Stubs `POST /api/users`: it creates a user with `role`, and a password only when one is generated. */
function stubUserCreated(role: TCreateUserResponse['user']['role'], delivery: TCreateUserResponse['delivery']) {
  const generatedPassword = delivery === 'generated_password' ? PASSWORD : null;
  return stubFetchRoutes([
    {
      method: 'POST',
      path: '/api/users',
      respond: () => ({ status: 201, body: { user: createdUser(role), delivery, generatedPassword } }),
    },
  ]);
}

function renderDialog() {
  renderReopenableDialog(AddUserDialog, 'Open add user');
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, role: string) {
  await user.type(screen.getByLabelText('Full name'), 'Max Fixit');
  await user.type(screen.getByLabelText('Email'), 'max@example.com');
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: role }));
}

describe('AddUserDialog', () => {
  beforeAll(enableRadixSelectInJsdom);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the spec’s roles, and Landlord and Admin both give the admin role', async () => {
    const fetchMock = stubUserCreated('admin', 'generated_password');
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Admin', 'Landlord', 'Property manager', 'Tenant', 'Maintenance']);
    await user.click(screen.getByRole('option', { name: 'Landlord' }));
    await user.type(screen.getByLabelText('Full name'), 'Max Fixit');
    await user.type(screen.getByLabelText('Email'), 'max@example.com');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    await screen.findByRole('dialog', { name: 'User added' });
    const request = fetchMock.mock.calls.find(([url, init]) => url === '/api/users' && init?.method === 'POST');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({
      name: 'Max Fixit',
      email: 'max@example.com',
      role: 'admin',
      delivery: 'generated_password',
    });
  });

  it('shows the generated password once, says when copying fails, and forgets it on close', async () => {
    stubUserCreated('maintenance', 'generated_password');
    const user = userEvent.setup();
    renderDialog();
    await fillForm(user, 'Maintenance');
    await user.click(screen.getByRole('button', { name: 'Add user' }));

    const dialog = await screen.findByRole('dialog', { name: 'User added' });
    expect(within(dialog).getByText('Max Fixit can now sign in as Maintenance.')).toBeTruthy();
    await expectPasswordShownOnce(user, dialog, {
      password: PASSWORD,
      openLabel: 'Open add user',
      formDialogName: 'Add a user',
    });
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');
  });

  it('with an email link, says the link was sent and shows no password', async () => {
    const fetchMock = stubUserCreated('tenant', 'email_link');
    const user = userEvent.setup();
    renderDialog();
    await fillForm(user, 'Tenant');
    await user.click(screen.getByRole('radio', { name: /Send an email link/ }));
    await user.click(screen.getByRole('button', { name: 'Add user' }));

    const dialog = await screen.findByRole('dialog', { name: 'User added' });
    expect(within(dialog).getByText(/We emailed Max Fixit \(max@example.com\) a link/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Generated password')).toBeNull();
    const request = fetchMock.mock.calls.find(([url, init]) => url === '/api/users' && init?.method === 'POST');
    expect(JSON.parse(String(request?.[1]?.body))).toMatchObject({ role: 'tenant', delivery: 'email_link' });
  });

  it('says so in the form language when the email already has an account', async () => {
    stubFetchRoutes([{ method: 'POST', path: '/api/users', respond: () => apiErrorAnswer(409, 'email_in_use') }]);
    const user = userEvent.setup();
    renderDialog();
    await fillForm(user, 'Maintenance');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'User added' })).toBeNull();
  });

  it('checks the fields before asking the server', async () => {
    const fetchMock = stubFetchRoutes([]);
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
