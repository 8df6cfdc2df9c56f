import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatInstant, formatRelativeTime, useNow } from '../../../lib/relative-time.ts';
import type { TMessageFolder } from '../api/message-queries.ts';
import type { TConversation } from '../conversations.ts';

export type TConversationListProps = {
  folder: TMessageFolder;
  conversations: readonly TConversation[];
  selectedThreadId: string | null;
  onSelect: (threadId: string) => void;
};

/** The folder's conversations: who, subject, the start of the latest message, when, and a 'New' marker. */
export function ConversationList({ folder, conversations, selectedThreadId, onSelect }: TConversationListProps) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <ul className="divide-y" aria-label={folder === 'inbox' ? t('messages.inbox') : t('messages.sent')}>
      {conversations.map(({ threadId, latest, counterpart, newCount }) => {
        const name = counterpart?.name || t('messages.formerMember');
        const isSelected = threadId === selectedThreadId;
        const isUnread = newCount > 0;
        return (
          <li key={threadId}>
            <button
              type="button"
              onClick={() => onSelect(threadId)}
              aria-current={isSelected ? 'true' : undefined}
              className={cn(
                'flex w-full gap-3 px-4 py-3 text-start transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                isSelected ? 'bg-brand-soft/70' : 'hover:bg-accent/60',
              )}
            >
              <UserAvatar name={name} className="mt-0.5" />
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate text-sm', isUnread ? 'font-semibold' : 'font-medium')}>
                    {folder === 'sent' ? t('messages.toName', { name }) : name}
                  </span>
                  <time
                    dateTime={latest.createdAt}
                    title={formatInstant(latest.createdAt, language)}
                    className="shrink-0 text-xs text-muted-foreground"
                  >
                    {formatRelativeTime(latest.createdAt, language, now)}
                  </time>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span
                    className={cn('truncate text-sm', isUnread ? 'font-medium text-foreground' : 'text-foreground/90')}
                  >
                    {latest.subject}
                  </span>
                  {isUnread ? (
                    <Badge variant="brand" className="shrink-0">
                      {t('messages.new')}
                    </Badge>
                  ) : null}
                </span>
                <span className="truncate text-xs text-muted-foreground">{latest.body}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
