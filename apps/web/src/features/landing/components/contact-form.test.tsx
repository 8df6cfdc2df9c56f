import type { TContactRequest } from '@rentwell/contracts/contact';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ContactForm } from './contact-form.tsx';

type TSend = (request: TContactRequest) => Promise<{ replyWithinHours: number }>;

function renderForm(send: TSend = vi.fn<TSend>().mockResolvedValue({ replyWithinHours: 24 })) {
  const user = userEvent.setup();
  render(<ContactForm language="en" send={send} />);
  return { user, send };
}

const VALID = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Message: 'We manage twelve flats and would like a demo.',
};

/** Fills the fields by label (pasting, so long values are quick); missing ones stay empty. */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  }
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send message' }));

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('contact form validation (the spec messages, from ZContactRequest)', () => {
  it.each([
    ['Name', 'empty', '', 'Name must be at least 2 characters'],
    ['Name', '1 character', 'A', 'Name must be at least 2 characters'],
    ['Name', '100 characters', 'N'.repeat(100), 'Name must be less than 100 characters'],
    ['Email', 'empty', '', 'Invalid email address'],
    ['Email', 'not an address', 'not-an-email', 'Invalid email address'],
    ['Email', '255 characters', `${'a'.repeat(250)}@x.io`, 'Email must be less than 255 characters'],
    ['Phone', '41 characters', '1'.repeat(41), 'Phone must be at most 40 characters'],
    ['Company', '121 characters', 'C'.repeat(121), 'Company must be at most 120 characters'],
    ['Message', '9 characters', 'Too short', 'Message must be at least 10 characters'],
    ['Message', '1000 characters', 'M'.repeat(1000), 'Message must be less than 1000 characters'],
  ])('%s, %s: shows its message', async (label, _case, value, message) => {
    const { user, send } = renderForm();
    await fill(user, { ...VALID, [label]: value });
    await submit(user);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(new RegExp(`^${label}`)).getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the errors in the interface language', async () => {
    await i18n.changeLanguage('fr');
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Le nom doit contenir au moins 2 caractères')).toBeTruthy();
    expect(screen.getByText('Adresse e-mail invalide')).toBeTruthy();
    expect(screen.getByText('Le message doit contenir au moins 10 caractères')).toBeTruthy();
  });
});

describe('sending', () => {
  it('sends the request once, then confirms a reply within 24 hours', async () => {
    let resolve: (value: { replyWithinHours: number }) => void = () => {};
    const send = vi.fn<TSend>(() => new Promise((done) => (resolve = done)));
    const { user } = renderForm(send);
    await fill(user, { ...VALID, Company: 'Lovelace Lettings' });
    await submit(user);
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: undefined,
      company: 'Lovelace Lettings',
      message: VALID.Message,
      website: undefined,
      language: 'en',
    });
    resolve({ replyWithinHours: 24 });
    const heading = await screen.findByRole('heading', { name: 'Message received' });
    // Focus moves to the confirmation in an effect after it renders.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText("Thank you, Ada Lovelace. We'll reply to ada@example.com within 24 hours.")).toBeTruthy();
  });

  it('keeps what was typed and explains a 429', async () => {
    const send = vi
      .fn<TSend>()
      .mockRejectedValue(new ApiError({ code: 'rate_limited', status: 429, message: 'Too many messages' }));
    const { user } = renderForm(send);
    await fill(user, VALID);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many messages were sent from your address. Wait a few minutes, then send it again',
    );
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe(VALID.Name);
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(VALID.Message);
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('explains a server failure and a network failure', async () => {
    const send = vi
      .fn<TSend>()
      .mockRejectedValueOnce(new ApiError({ code: 'internal_error', status: 500, message: 'boom' }))
      .mockRejectedValueOnce(new ApiError({ code: 'network_error', status: 0, message: 'offline' }));
    const { user } = renderForm(send);
    await fill(user, VALID);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side.');
    await submit(user);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("We couldn't reach the server."));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(VALID.Email);
  });

  it("puts the server's 422 messages on their fields, translated", async () => {
    const send = vi.fn<TSend>().mockRejectedValue(
      new ApiError({
        code: 'validation_failed',
        status: 422,
        message: 'Invalid',
        details: { email: ['Invalid email address'] },
      }),
    );
    const { user } = renderForm(send);
    await fill(user, VALID);
    await submit(user);
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('has a honeypot that people and assistive technology skip', () => {
    renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.getAttribute('tabindex')).toBe('-1');
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
