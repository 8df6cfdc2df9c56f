import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox, MessageSquare, PenSquare, Send, ServerCrash } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { messageFolderQueryOptions, type TMessageFolder } from '../api/message-queries.ts';
import { ComposeDialog } from '../components/compose-dialog.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import { MessageThread } from '../components/message-thread.tsx';
import { toConversations } from '../conversations.ts';

/**
 * The folder, its page and the open conversation live in the address (`?folder=sent&page=2&thread=<id>`);
 * notifications link there. Another folder starts on its first page.
 */
function useMessagesSearchParams() {
  const [params, setParams] = useSearchParams();
  const folder: TMessageFolder = params.get('folder') === 'sent' ? 'sent' : 'inbox';
  const pageParam = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const threadId = params.get('thread');
  const update = useCallback(
    (changes: { folder?: TMessageFolder; page?: number; thread?: string | null }, replace = false) => {
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          if (changes.folder) {
            if (changes.folder === 'inbox') search.delete('folder');
            else search.set('folder', changes.folder);
            search.delete('page');
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) search.set('page', String(changes.page));
            else search.delete('page');
          }
          if (changes.thread !== undefined) {
            if (changes.thread) search.set('thread', changes.thread);
            else search.delete('thread');
          }
          return search;
        },
        { replace },
      );
    },
    [setParams],
  );
  return { folder, page, threadId, update };
}

export function MessagesPage() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const canMessage = role !== null && role !== 'site_admin';
  const { folder, page, threadId, update } = useMessagesSearchParams();
  const [isComposeOpen, setComposeOpen] = useState(false);
  const listTopRef = useRef<HTMLDivElement>(null);
  const messages = useQuery({
    ...messageFolderQueryOptions(folder, page),
    placeholderData: keepPreviousData,
    enabled: canMessage,
  });
  const conversations = useMemo(() => toConversations(messages.data?.items ?? [], folder), [messages.data, folder]);

  const composeButton = canMessage ? (
    <Button onClick={() => setComposeOpen(true)}>
      <PenSquare aria-hidden="true" />
      {t('messages.compose')}
    </Button>
  ) : null;

  if (!canMessage) {
    return (
      <>
        <PageHeader title={t('pages.messages.title')} description={t('pages.messages.description')} />
        <EmptyState
          icon={MessageSquare}
          title={t('pages.messages.emptyTitle')}
          description={t('pages.messages.emptyDescription')}
        />
      </>
    );
  }

  let list: ReactNode;
  if (messages.isPending) {
    list = (
      <div className="grid gap-3 p-4" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-14 rounded-lg" />
        ))}
      </div>
    );
  } else if (messages.isError) {
    list = (
      <EmptyState
        className="m-4 border-0"
        icon={ServerCrash}
        title={t('messages.loadFailed')}
        description={getErrorMessage(t, messages.error)}
        action={
          <Button variant="outline" onClick={() => void messages.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (messages.data.total === 0) {
    list = (
      <EmptyState
        className="m-4 border-0 px-2"
        icon={folder === 'inbox' ? Inbox : Send}
        title={folder === 'inbox' ? t('messages.inboxEmptyTitle') : t('messages.sentEmptyTitle')}
        description={folder === 'inbox' ? t('messages.inboxEmptyDescription') : t('messages.sentEmptyDescription')}
      />
    );
  } else {
    list = (
      <div
        ref={listTopRef}
        aria-busy={messages.isFetching}
        className={messages.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}
      >
        <ConversationList
          folder={folder}
          conversations={conversations}
          selectedThreadId={threadId}
          onSelect={(thread) => update({ thread })}
        />
        {/* The column is narrow on every screen: the count above the buttons. */}
        <Pagination
          label={t('messages.pagination')}
          page={messages.data.page}
          pageSize={messages.data.pageSize}
          total={messages.data.total}
          onPageChange={(next) => {
            update({ page: next }, true);
            listTopRef.current?.scrollIntoView({ block: 'start' });
          }}
          className="mt-0 border-t p-3 sm:flex-col"
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={t('pages.messages.title')}
        description={t('pages.messages.description')}
        actions={composeButton}
      />
      <div className="grid gap-4 lg:h-[calc(100dvh-14rem)] lg:min-h-[28rem] lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section
          aria-label={t('messages.folders')}
          className={cn(
            'flex min-h-0 flex-col overflow-hidden rounded-xl border bg-card shadow-xs dark:shadow-none',
            threadId ? 'hidden lg:flex' : 'flex',
          )}
        >
          <Tabs
            value={folder}
            onValueChange={(value) => update({ folder: value === 'sent' ? 'sent' : 'inbox', thread: null }, true)}
            className="flex min-h-0 flex-1 flex-col"
          >
            <div className="border-b p-3">
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="inbox">
                  <Inbox className="size-4" aria-hidden="true" />
                  {t('messages.inbox')}
                </TabsTrigger>
                <TabsTrigger value="sent">
                  <Send className="size-4" aria-hidden="true" />
                  {t('messages.sent')}
                </TabsTrigger>
              </TabsList>
            </div>
            {(['inbox', 'sent'] as const).map((value) => (
              <TabsContent key={value} value={value} className="mt-0 min-h-0 flex-1 overflow-y-auto">
                {list}
              </TabsContent>
            ))}
          </Tabs>
        </section>
        <section
          aria-label={t('messages.conversation')}
          className={cn(
            'min-h-0 flex-col overflow-hidden rounded-xl border bg-card shadow-xs dark:shadow-none',
            threadId ? 'flex' : 'hidden lg:flex',
          )}
        >
          {threadId ? (
            <MessageThread key={threadId} threadId={threadId} onBack={() => update({ thread: null })} />
          ) : (
            <EmptyState
              className="m-auto border-0 bg-transparent"
              icon={MessageSquare}
              title={t('messages.selectTitle')}
              description={t('messages.selectDescription')}
            />
          )}
        </section>
      </div>
      <ComposeDialog
        open={isComposeOpen}
        onOpenChange={setComposeOpen}
        onSent={(thread) => update({ folder: 'sent', thread })}
      />
    </>
  );
}
