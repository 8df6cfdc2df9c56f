import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadOnIntent } from '../../../components/load-on-intent.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { loadMessages } from '../../../i18n/i18n.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { notificationsQueryOptions } from '../api/notification-queries.ts';

const loadNotificationPopover = async () => {
  const [{ NotificationPopover }] = await Promise.all([
    import('./notification-popover.tsx'),
    loadMessages(['notifications']),
  ]);
  return NotificationPopover;
};

/**
 * The top bar's bell: the unread count (polled every 30 seconds) and a panel with the latest notifications, whose
 * code and messages load when the user reaches for the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const notifications = useQuery(notificationsQueryOptions());
  const unread = notifications.data?.unread ?? 0;
  const count = formatters.number(Math.min(unread, 99));

  return (
    <LoadOnIntent
      popup="dialog"
      load={loadNotificationPopover}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t('shell.notificationsWithUnread', { count: unread }) : t('shell.notifications')}
          title={t('shell.notifications')}
        >
          <Bell className="size-[1.125rem]" aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground tabular-nums ring-2 ring-background"
            >
              {unread > 99 ? `${count}+` : count}
            </span>
          ) : null}
        </Button>
      }
    />
  );
}
