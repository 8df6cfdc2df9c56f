import { zodResolver } from '@hookform/resolvers/zod';
import { type TMessage, ZSendMessageRequest } from '@rentwell/contracts/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, SendHorizontal, ServerCrash } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { formatInstant } from '../../../lib/relative-time.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useSendMessage } from '../api/message-mutations.ts';
import { messageKeys, messageThreadQueryOptions } from '../api/message-queries.ts';
import { replyRecipientOf } from '../conversations.ts';
import { MessageBody } from './message-body.tsx';

function MessageItem({ message, viewerId }: { message: TMessage; viewerId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const isMine = message.from?.id === viewerId;
  const name = isMine ? t('messages.you') : message.from?.name || t('messages.formerMember');
  return (
    <li className={cn('flex', isMine ? 'justify-end' : 'justify-start')}>
      <article
        className={cn(
          'grid max-w-[min(36rem,90%)] gap-1 rounded-xl border px-3.5 py-2.5',
          isMine ? 'border-brand/20 bg-brand-soft' : 'bg-card',
        )}
        aria-label={t('messages.messageFrom', { name })}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className="font-semibold text-foreground">{name}</span>
          <time dateTime={message.createdAt} className="text-muted-foreground">
            {formatInstant(message.createdAt, i18n.resolvedLanguage ?? 'en')}
          </time>
          {message.isNew ? <Badge variant="brand">{t('messages.new')}</Badge> : null}
        </header>
        <MessageBody body={message.body} />
      </article>
    </li>
  );
}

const replySchema = z.object({ body: ZSendMessageRequest.shape.body });

function ReplyForm({ thread, viewerId }: { thread: readonly TMessage[]; viewerId: string | undefined }) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const recipient = replyRecipientOf(thread, viewerId);
  const first = thread[0];
  const form = useForm<z.input<typeof replySchema>, unknown, z.output<typeof replySchema>>({
    resolver: zodResolver(replySchema, ZOD_PARSE_OPTIONS),
    defaultValues: { body: '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (!recipient || !first) return null;

  const onSubmit = form.handleSubmit(async ({ body }) => {
    try {
      await send.mutateAsync({ recipientUserId: recipient.id, subject: first.subject, body, threadId: first.threadId });
      form.reset({ body: '' });
    } catch {
      // 'Failed to send message. Please try again.' shows below; the reply stays in the box.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2 border-t p-4" aria-busy={isSubmitting}>
      <FormField label={t('messages.replyTo', { name: recipient.name })} error={errors.body}>
        <Textarea rows={3} maxLength={10_000} placeholder={t('messages.replyPlaceholder')} {...form.register('body')} />
      </FormField>
      {send.isError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <span>{t('messages.sendFailed')}</span>
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" isLoading={isSubmitting}>
          {isSubmitting ? null : <SendHorizontal aria-hidden="true" />}
          {isSubmitting ? t('messages.sending') : t('messages.sendReply')}
        </Button>
      </div>
    </form>
  );
}

export type TMessageThreadProps = {
  threadId: string;
  /** Back to the list (phones show one pane at a time). */
  onBack: () => void;
};

/** A conversation, oldest first, with the reply box. Opening it marks received messages read. */
export function MessageThread({ threadId, onBack }: TMessageThreadProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const thread = useQuery(messageThreadQueryOptions(threadId));
  const hadNew = thread.data?.some((message) => message.isNew && message.to?.id === user?.id) ?? false;

  // The server marked them read when it answered: the badge and the inbox catch up.
  useEffect(() => {
    if (!hadNew) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
    void queryClient.invalidateQueries({ queryKey: messageKeys.folders });
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  }, [hadNew, queryClient]);

  const backButton = (
    <Button variant="ghost" size="sm" className="-ms-2 justify-self-start lg:hidden" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      {t('messages.back')}
    </Button>
  );

  if (thread.isPending) {
    return (
      <div className="grid gap-3 p-4" role="status" aria-label={t('common.loading')}>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-20 w-3/4 rounded-xl" />
        <Skeleton className="ms-auto h-16 w-2/3 rounded-xl" />
      </div>
    );
  }
  if (thread.isError) {
    return (
      <div className="grid gap-2 p-4">
        {backButton}
        <EmptyState
          icon={ServerCrash}
          title={t('messages.threadLoadFailed')}
          description={getErrorMessage(t, thread.error)}
          action={
            <Button variant="outline" onClick={() => void thread.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const first = thread.data[0];
  const counterpart = replyRecipientOf(thread.data, user?.id);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="grid gap-1 border-b p-4">
        {backButton}
        <h2 className="text-base font-semibold break-words">{first?.subject}</h2>
        {counterpart ? (
          <p className="text-sm text-muted-foreground">{t('messages.conversationWith', { name: counterpart.name })}</p>
        ) : null}
      </div>
      <ol className="grid flex-1 content-start gap-3 overflow-y-auto p-4" aria-label={t('messages.conversation')}>
        {thread.data.map((message) => (
          <MessageItem key={message.id} message={message} viewerId={user?.id} />
        ))}
      </ol>
      <ReplyForm key={threadId} thread={thread.data} viewerId={user?.id} />
    </div>
  );
}
