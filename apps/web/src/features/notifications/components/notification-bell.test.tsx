import type { TNotification } from '@rentwell/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { createFormatters } from '../../../lib/formatters.ts';
import { stubFetchRoutes } from '../../../test/fetch-routes.ts';
import { meResponse } from '../../../test/me-fixtures.ts';
import { notificationText } from '../notification-text.ts';
import { NotificationBell } from './notification-bell.tsx';

const NOW = new Date().toISOString();

function notification(overrides: Partial<TNotification> & Pick<TNotification, 'event' | 'params'>): TNotification {
  return {
    id: crypto.randomUUID(),
    type: 'general',
    link: null,
    isRead: false,
    createdAt: NOW,
    ...overrides,
  };
}

const EVENTS: [TNotification['event'], TNotification['params'], string][] = [
  [
    'payment_reported',
    { tenantName: 'Rosa Diaz', amountMinor: 145_000, currency: 'USD', propertyName: 'Maple Court', unitLabel: '4B' },
    'Rosa Diaz reported a payment of $1,450.00 for Maple Court · Unit 4B',
  ],
  [
    'payment_confirmed',
    { amountMinor: 98_050, currency: 'EUR', propertyName: 'Maple Court' },
    'Your payment of €980.50 for Maple Court was confirmed',
  ],
  [
    'payment_rejected',
    { amountMinor: 50_000, currency: 'USD', propertyName: 'Maple Court' },
    'Your reported payment of $500.00 for Maple Court was not confirmed',
  ],
  ['lease_created', { propertyName: 'Maple Court', unitLabel: '4B' }, 'Your lease for Maple Court · Unit 4B is ready'],
  [
    'maintenance_created',
    { title: 'Leaking sink', priority: 'urgent' },
    'New maintenance request: Leaking sink (Urgent)',
  ],
  ['maintenance_assigned', { title: 'Leaking sink' }, 'You were assigned the request “Leaking sink”'],
  [
    'maintenance_status_changed',
    { title: 'Leaking sink', status: 'in_progress' },
    'Status of “Leaking sink”: In progress',
  ],
  ['maintenance_commented', { title: 'Leaking sink' }, 'New comment on “Leaking sink”'],
  ['message_received', { senderName: 'Laura Landry', subject: 'Parking' }, 'New message from Laura Landry: Parking'],
];

describe('notification text', () => {
  it.each(EVENTS)('reads %s from its params', (event, params, expected) => {
    const text = notificationText(i18n.getFixedT('en'), createFormatters('en'), { event, params }, 'admin');
    expect(text).toBe(expected);
  });

  it("marks a reminder sent with 'Send a test to me' as a test", () => {
    const text = notificationText(
      i18n.getFixedT('en'),
      createFormatters('en'),
      { event: 'reminder_welcome', params: { propertyName: 'Maple Court', isTest: 1 } },
      'admin',
    );
    expect(text).toMatch(/^\[Test\] .*Maple Court/);
  });

  it('follows the language, formats money in it, and names statuses as the tenant reads them', async () => {
    await i18n.loadLanguages('fr');
    const fr = i18n.getFixedT('fr');
    expect(
      notificationText(
        fr,
        createFormatters('fr'),
        { event: 'payment_confirmed', params: { amountMinor: 145_000, currency: 'EUR', propertyName: 'Les Tilleuls' } },
        'tenant',
      ).replace(/\s/g, ' '),
    ).toBe('Votre paiement de 1 450,00 € pour Les Tilleuls a été confirmé');
    expect(
      notificationText(
        i18n.getFixedT('en'),
        createFormatters('en'),
        { event: 'maintenance_status_changed', params: { title: 'Sink', status: 'open' } },
        'tenant',
      ),
    ).toBe('Status of “Sink”: Pending');
  });
});

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

describe('notification bell', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the unread count, opens a notification at its link and marks it read, and marks all read', async () => {
    const maintenance = notification({
      type: 'maintenance',
      event: 'maintenance_status_changed',
      params: { title: 'Leaking sink', status: 'completed' },
      link: '/maintenance?request=99999999-9999-4999-8999-999999999999',
    });
    const message = notification({
      type: 'message',
      event: 'message_received',
      params: { senderName: 'Laura Landry', subject: '<script>alert(1)</script>' },
      link: '/messages?thread=44444444-4444-4444-8444-444444444444',
      createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    });
    const fetchMock = stubFetchRoutes([
      { path: '/api/me', respond: meResponse('tenant', 'Tina Torres') },
      { path: '/api/notifications', respond: { items: [maintenance, message], unread: 2 } },
      { method: 'POST', path: '/api/notifications/read', respond: { marked: 1 } },
    ]);
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <NotificationBell />
              <LocationProbe />
            </>
          ),
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();

    const bell = await screen.findByRole('button', { name: 'Notifications, unread: 2' }, { timeout: 5000 });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Status of “Leaking sink”: Completed')).toBeTruthy();
    const messageText = within(panel).getByText(/New message from Laura Landry/);
    expect(messageText.textContent).toBe('New message from Laura Landry: <script>alert(1)</script>');
    expect(panel.querySelector('script')).toBeNull();
    expect(within(panel).getByText('3 hours ago')).toBeTruthy();
    expect(within(panel).getAllByText('Unread')).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: /Leaking sink/ }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
        '/maintenance?request=99999999-9999-4999-8999-999999999999',
      ),
    );
    const markOne = fetchMock.mock.calls.find(([url]) => url === '/api/notifications/read');
    expect(JSON.parse(String(markOne?.[1]?.body))).toEqual({ ids: [maintenance.id] });

    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    const markAll = fetchMock.mock.calls.filter(([url]) => url === '/api/notifications/read').at(-1);
    expect(JSON.parse(String(markAll?.[1]?.body))).toEqual({});
  });
});
