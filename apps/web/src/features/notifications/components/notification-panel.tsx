import type { TNotification, TNotificationType } from '@rentwell/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import {
  Bell,
  BellRing,
  CheckCheck,
  FileSignature,
  type LucideIcon,
  MessageSquare,
  Wallet,
  Wrench,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { formatInstant, formatRelativeTime, useNow } from '../../../lib/relative-time.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useMarkNotificationsRead } from '../api/notification-mutations.ts';
import { notificationsQueryOptions } from '../api/notification-queries.ts';
import { notificationText } from '../notification-text.ts';

const TYPE_ICONS: Record<TNotificationType, LucideIcon> = {
  payment: Wallet,
  maintenance: Wrench,
  lease: FileSignature,
  message: MessageSquare,
  general: BellRing,
};

const TYPE_COLOURS: Record<TNotificationType, string> = {
  payment: 'bg-success-soft text-success',
  maintenance: 'bg-warning-soft text-warning',
  lease: 'bg-info-soft text-info',
  message: 'bg-brand-soft text-brand',
  general: 'bg-neutral-soft text-neutral',
};

/** Links the server sends are app paths; anything else is not followed. */
function isAppPath(link: string | null): link is string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');
}

export type TNotificationListProps = {
  items: readonly TNotification[];
  onOpen: (notification: TNotification) => void;
};

/** Each notification: an icon for its type, its sentence, how long ago, and a dot while unread. */
export function NotificationList({ items, onOpen }: TNotificationListProps) {
  const { t, i18n } = useTranslation();
  const { role } = useAuth();
  const format = useFormatters();
  const now = useNow();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ul className="divide-y">
      {items.map((notification) => {
        const Icon = TYPE_ICONS[notification.type] ?? BellRing;
        return (
          <li key={notification.id}>
            <button
              type="button"
              onClick={() => onOpen(notification)}
              className={cn(
                'flex w-full gap-3 px-4 py-3 text-start transition-colors hover:bg-accent/70',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                notification.isRead ? null : 'bg-brand-soft/40',
              )}
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full',
                  TYPE_COLOURS[notification.type] ?? TYPE_COLOURS.general,
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="sr-only">{t(`notifications.types.${notification.type}`)}: </span>
                <span className={cn('text-sm break-words', notification.isRead ? 'text-foreground/85' : 'font-medium')}>
                  {notificationText(t, format, notification, role)}
                </span>
                <time
                  dateTime={notification.createdAt}
                  title={formatInstant(notification.createdAt, language)}
                  className="text-xs text-muted-foreground"
                >
                  {formatRelativeTime(notification.createdAt, language, now)}
                </time>
              </span>
              {notification.isRead ? null : (
                <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand">
                  <span className="sr-only">{t('notifications.unread')}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export type TNotificationPanelProps = {
  titleId: string;
  /** Closes the panel (after following a notification). */
  onClose: () => void;
};

/**
 * The bell's panel: 'Mark all as read' and the latest notifications. Following one marks it read and opens its page.
 * Loaded the first time the bell is opened, so the shell's first render stays small.
 */
export function NotificationPanel({ titleId, onClose }: TNotificationPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notifications = useQuery(notificationsQueryOptions());
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  const open = (notification: TNotification) => {
    if (!notification.isRead) markRead.mutate([notification.id]);
    onClose();
    if (isAppPath(notification.link)) void navigate(notification.link);
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id={titleId} className="text-sm font-semibold">
          {t('notifications.title')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="-me-2"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          <CheckCheck aria-hidden="true" />
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {notifications.isPending ? (
          <div className="flex justify-center p-6">
            <Spinner label={t('common.loading')} />
          </div>
        ) : notifications.isError && items.length === 0 ? (
          <p className="p-4 text-sm text-danger">{getErrorMessage(t, notifications.error)}</p>
        ) : items.length === 0 ? (
          <div className="grid justify-items-center gap-1 px-6 py-10 text-center">
            <Bell className="mb-2 size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm font-medium">{t('notifications.emptyTitle')}</p>
            <p className="text-xs text-muted-foreground">{t('notifications.emptyDescription')}</p>
          </div>
        ) : (
          <NotificationList items={items} onOpen={open} />
        )}
      </div>
    </>
  );
}
