import { zodResolver } from '@hookform/resolvers/zod';
import { ZSendMessageRequest } from '@rentwell/contracts/messages';
import { ZRole } from '@rentwell/contracts/roles';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, SendHorizontal } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelect } from '../../../components/form-select.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendMessage } from '../api/message-mutations.ts';
import { recipientsQueryOptions } from '../api/message-queries.ts';

const contract = ZSendMessageRequest.shape;
const composeSchema = z.object({
  recipientUserId: z.string().min(1),
  subject: contract.subject,
  body: contract.body,
});
type TComposeInput = z.input<typeof composeSchema>;

const EMPTY_DRAFT: TComposeInput = { recipientUserId: '', subject: '', body: '' };

/** A role as its label ('Landlord' for admin); unknown roles show no label. */
function useRoleLabel() {
  const { t } = useTranslation();
  return (role: string) => {
    const known = ZRole.safeParse(role);
    return known.success ? t(`roles.${known.data}`) : null;
  };
}

export type TComposeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new conversation's thread id once the message is sent. */
  onSent: (threadId: string) => void;
};

/**
 * A new message to someone the user may write to. The draft stays when sending fails and while the dialog is closed;
 * it is cleared once sent.
 */
export function ComposeDialog({ open, onOpenChange, onSent }: TComposeDialogProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const send = useSendMessage();
  const recipients = useQuery({ ...recipientsQueryOptions(), enabled: open });
  const form = useForm<TComposeInput, unknown, z.output<typeof composeSchema>>({
    resolver: zodResolver(composeSchema, ZOD_PARSE_OPTIONS),
    defaultValues: EMPTY_DRAFT,
  });
  const { errors, isSubmitting } = form.formState;
  const hasNoRecipients = recipients.isSuccess && recipients.data.length === 0;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await send.mutateAsync(values);
      toast.success(t('messages.sentToast'));
      form.reset(EMPTY_DRAFT);
      send.reset();
      onOpenChange(false);
      onSent(sent.threadId);
    } catch {
      // 'Failed to send message. Please try again.' shows below; the draft stays.
    }
  });

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => (isSubmitting ? null : onOpenChange(next))}
      className="max-w-xl"
      title={t('messages.composeTitle')}
      description={t('messages.composeDescription')}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
        <Controller
          control={form.control}
          name="recipientUserId"
          render={({ field }) => (
            <FormField
              label={t('messages.recipient')}
              error={errors.recipientUserId}
              hint={
                hasNoRecipients
                  ? t('messages.noRecipients')
                  : recipients.isError
                    ? getErrorMessage(t, recipients.error)
                    : undefined
              }
            >
              <FormSelect
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={recipients.isPending ? t('common.loading') : t('messages.recipientPlaceholder')}
                disabled={isSubmitting || !recipients.isSuccess || hasNoRecipients}
                options={(recipients.data ?? []).map((person) => {
                  const label = roleLabel(person.role);
                  return { value: person.id, label: label ? `${person.name} (${label})` : person.name };
                })}
              />
            </FormField>
          )}
        />
        <FormField label={t('messages.subject')} error={errors.subject}>
          <Input autoComplete="off" maxLength={200} {...form.register('subject')} />
        </FormField>
        <FormField label={t('messages.body')} error={errors.body}>
          <Textarea rows={6} maxLength={10_000} {...form.register('body')} />
        </FormField>
        {send.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <span>{t('messages.sendFailed')}</span>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="outline" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? null : <SendHorizontal aria-hidden="true" />}
            {isSubmitting ? t('messages.sending') : t('messages.send')}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
