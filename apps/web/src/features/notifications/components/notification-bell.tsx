import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notificationsQueryOptions } from '../api/notification-queries.ts';

const NotificationPanel = lazy(async () => ({
  default: (await import('./notification-panel.tsx')).NotificationPanel,
}));

/**
 * The top bar's bell: the unread count (polled every 30 seconds) and a panel with the latest notifications, which
 * loads the first time it is opened.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  const notifications = useQuery(notificationsQueryOptions());
  const unread = notifications.data?.unread ?? 0;
  const count = new Intl.NumberFormat(i18n.resolvedLanguage).format(Math.min(unread, 99));

  return (
    <Popover open={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t('notifications.openWithUnread', { count: unread }) : t('notifications.open')}
          title={t('notifications.title')}
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
      </PopoverTrigger>
      <PopoverContent
        aria-labelledby={titleId}
        className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
      >
        <Suspense
          fallback={
            <div className="flex justify-center p-6">
              <Spinner label={t('common.loading')} />
            </div>
          }
        >
          <NotificationPanel titleId={titleId} onClose={() => setOpen(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
