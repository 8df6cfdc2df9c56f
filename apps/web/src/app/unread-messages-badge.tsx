import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreadMessagesQueryOptions } from '../features/messages/api/message-queries.ts';
import { useFormatters } from '../lib/formatters.ts';
import { useAuth } from '../lib/use-auth.ts';

/** The count of unread messages beside the sidebar's 'Messages' entry; polled every 30 seconds, hidden at zero. */
export function UnreadMessagesBadge() {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const { role } = useAuth();
  const unread = useQuery({ ...unreadMessagesQueryOptions(), enabled: role !== null && role !== 'site_admin' });
  const count = unread.data ?? 0;
  if (count <= 0) return null;
  const shown = formatters.number(Math.min(count, 99));
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="unread-messages-badge"
        className="ms-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums"
      >
        {count > 99 ? `${shown}+` : shown}
      </span>
      <span className="sr-only">{t('nav.unreadMessages', { count })}</span>
    </>
  );
}
