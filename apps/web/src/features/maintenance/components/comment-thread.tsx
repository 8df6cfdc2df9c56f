import { zodResolver } from '@hookform/resolvers/zod';
import type { TMaintenanceRequestDetail } from '@rentwell/contracts/maintenance';
import { ZAddCommentRequest } from '@rentwell/contracts/maintenance';
import { CircleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { formatInstant, formatRelativeTime, useNow } from '../../../lib/relative-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddMaintenanceComment } from '../api/maintenance-mutations.ts';

type TComment = TMaintenanceRequestDetail['comments'][number];

/** The conversation on a request, oldest first. Bodies are plain text: shown as text with their line breaks. */
export function CommentList({ comments, viewerId }: { comments: readonly TComment[]; viewerId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const language = i18n.resolvedLanguage ?? 'en';
  if (comments.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('maintenance.detail.noComments')}</p>;
  }
  return (
    <ol className="grid gap-3">
      {comments.map((comment) => {
        const name = comment.author?.name || t('maintenance.detail.formerMember');
        return (
          <li key={comment.id} className="flex gap-3">
            <UserAvatar name={name} />
            <div className="min-w-0 flex-1 rounded-lg border bg-card px-3 py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
                <span className="font-medium text-foreground">
                  {name}
                  {comment.author && comment.author.id === viewerId ? (
                    <span className="ms-1 font-normal text-muted-foreground">({t('maintenance.detail.you')})</span>
                  ) : null}
                </span>
                <time
                  dateTime={comment.createdAt}
                  title={formatInstant(comment.createdAt, language)}
                  className="text-muted-foreground"
                >
                  {formatRelativeTime(comment.createdAt, language, now)}
                </time>
              </div>
              <p className="mt-1 text-sm whitespace-pre-wrap break-words">{comment.body}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const commentSchema = z.object({ body: ZAddCommentRequest.shape.body });

export type TCommentFormProps = {
  requestId: string;
  /** Maintenance staff add notes about the work; everyone else comments. */
  isNote: boolean;
};

/** Adds a comment (or a work note); the text stays when sending fails. */
export function CommentForm({ requestId, isNote }: TCommentFormProps) {
  const { t } = useTranslation();
  const addComment = useAddMaintenanceComment(requestId);
  const form = useForm<z.input<typeof commentSchema>, unknown, z.output<typeof commentSchema>>({
    resolver: zodResolver(commentSchema, ZOD_PARSE_OPTIONS),
    defaultValues: { body: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ body }) => {
    try {
      await addComment.mutateAsync(body);
      form.reset({ body: '' });
      toast.success(isNote ? t('maintenance.detail.noteAdded') : t('maintenance.detail.commentAdded'));
    } catch {
      // The alert below shows the translated reason; the text stays.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2" aria-busy={isSubmitting}>
      <FormField
        label={isNote ? t('maintenance.detail.noteLabel') : t('maintenance.detail.commentLabel')}
        error={errors.body}
      >
        <Textarea
          rows={3}
          maxLength={4000}
          placeholder={isNote ? t('maintenance.detail.notePlaceholder') : t('maintenance.detail.commentPlaceholder')}
          {...form.register('body')}
        />
      </FormField>
      {addComment.isError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <span>{getErrorMessage(t, addComment.error)}</span>
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="sm" isLoading={isSubmitting}>
          {isNote ? t('maintenance.detail.addNote') : t('maintenance.detail.addComment')}
        </Button>
      </div>
    </form>
  );
}
