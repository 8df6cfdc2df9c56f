import type { TMessage } from '@rentwell/contracts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { meResponse } from '../../../test/me-fixtures.ts';
import { enableRadixSelectInJsdom } from '../../../test/radix-jsdom.ts';
import { ComposeDialog } from './compose-dialog.tsx';
import { MessageThread } from './message-thread.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ME = '00000000-0000-4000-8000-000000000001';
const LANDLORD = { id: '22222222-2222-4222-8222-222222222222', name: 'Laura Landry', role: 'admin' };
const THREAD_ID = '44444444-4444-4444-8444-444444444444';
const HOSTILE_BODY = 'Hi <b>there</b> <img src=x onerror="alert(1)">\n\nSecond paragraph';

const THREAD: TMessage[] = [
  {
    id: THREAD_ID,
    threadId: THREAD_ID,
    from: { id: ME, name: 'Tina Torres', role: 'tenant' },
    to: LANDLORD,
    subject: 'Parking permit',
    body: 'Could I get a second permit?',
    isNew: false,
    createdAt: '2026-04-01T09:00:00.000Z',
  },
  {
    id: '66666666-6666-4666-8666-666666666666',
    threadId: THREAD_ID,
    from: LANDLORD,
    to: { id: ME, name: 'Tina Torres', role: 'tenant' },
    subject: 'Parking permit',
    body: HOSTILE_BODY,
    isNew: true,
    createdAt: '2026-04-01T10:00:00.000Z',
  },
];

function renderWithClient(node: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );
}

describe('messages', { timeout: 20_000 }, () => {
  beforeAll(() => enableRadixSelectInJsdom());
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows message bodies as plain text with their line breaks, never as HTML, and marks new ones', async () => {
    stubFetchRoutes([
      { path: '/api/me', respond: meResponse('tenant', 'Tina Torres') },
      { path: `/api/messages/threads/${THREAD_ID}`, respond: THREAD },
    ]);
    renderWithClient(<MessageThread threadId={THREAD_ID} onBack={() => {}} />);

    const received = await screen.findByRole('article', { name: 'Message from Laura Landry' });
    const body = within(received).getByText(/Second paragraph/);
    expect(body.textContent).toBe(HOSTILE_BODY);
    expect(body.className).toContain('whitespace-pre-wrap');
    expect(received.querySelector('b, img')).toBeNull();
    expect(within(received).getByText('New')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Message from You' })).queryByText('New')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Parking permit' })).toBeTruthy();
  });

  it("replies in the thread, and on failure says 'Failed to send message. Please try again.' and keeps the reply", async () => {
    let shouldFail = true;
    const fetchMock = stubFetchRoutes([
      { path: '/api/me', respond: meResponse('tenant', 'Tina Torres') },
      { path: `/api/messages/threads/${THREAD_ID}`, respond: THREAD },
      {
        method: 'POST',
        path: '/api/messages',
        respond: () =>
          shouldFail
            ? { status: 500, body: { error: { code: 'internal_error', message: 'boom' } } }
            : { status: 201, body: { ...THREAD[0], id: '12121212-1212-4212-8212-121212121212', body: 'Thanks!' } },
      },
    ]);
    renderWithClient(<MessageThread threadId={THREAD_ID} onBack={() => {}} />);
    const user = userEvent.setup();
    const reply = await screen.findByLabelText('Reply to Laura Landry');
    await user.type(reply, 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
    expect((reply as HTMLTextAreaElement).value).toBe('Thanks!');

    shouldFail = false;
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await vi.waitFor(() => expect((reply as HTMLTextAreaElement).value).toBe(''));
    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1);
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      recipientUserId: LANDLORD.id,
      subject: 'Parking permit',
      body: 'Thanks!',
      threadId: THREAD_ID,
    });
  });

  it('composes to someone from the recipient list and keeps the draft when sending fails', async () => {
    stubFetchRoutes([
      { path: '/api/me', respond: meResponse('tenant', 'Tina Torres') },
      { path: '/api/messages/recipients', respond: [LANDLORD] },
      {
        method: 'POST',
        path: '/api/messages',
        respond: () => ({ status: 503, body: { error: { code: 'internal_error', message: '' } } }),
      },
    ]);
    const onSent = vi.fn();
    renderWithClient(<ComposeDialog open onOpenChange={() => {}} onSent={onSent} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New message' });

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);

    const recipient = within(dialog).getByRole('combobox', { name: 'To' });
    await vi.waitFor(() => expect(recipient.hasAttribute('disabled')).toBe(false));
    await user.click(recipient);
    await user.click(await screen.findByRole('option', { name: 'Laura Landry (Landlord)' }));
    await user.type(within(dialog).getByLabelText('Subject'), 'Hallway light');
    await user.type(within(dialog).getByLabelText('Message'), 'It flickers.\nSince Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText('Failed to send message. Please try again.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Hallway light');
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('It flickers.\nSince Monday.');
    expect(onSent).not.toHaveBeenCalled();
  });
});
