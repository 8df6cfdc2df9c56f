import { zodResolver } from '@hookform/resolvers/zod';
import { normalizeFacebookGroupUrl, type TFacebookGroup } from '@rentwell/contracts/social-posting';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateGroup, useUpdateGroup } from '../api/posting-mutations.ts';

const groupFormSchema = z.object({
  name: z.string().trim().min(1).max(120),
  url: z
    .string()
    .max(2000)
    .refine((value) => normalizeFacebookGroupUrl(value) !== null, { message: validationMessage('facebookGroupUrl') }),
  category: z.string().trim().max(60),
});

export type TGroupDialogProps = {
  /** The group to edit; none to add one. */
  group?: TFacebookGroup | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Add or edit a Facebook group: its name, its URL (a facebook.com/groups/ address) and an optional category. */
export function GroupDialog({ group, onOpenChange }: TGroupDialogProps) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const form = useForm<z.input<typeof groupFormSchema>, unknown, z.output<typeof groupFormSchema>>({
    resolver: zodResolver(groupFormSchema, ZOD_PARSE_OPTIONS),
    defaultValues: { name: group?.name ?? '', url: group?.url ?? '', category: group?.category ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const saveError = create.error ?? update.error;

  const onSubmit = form.handleSubmit(async (values) => {
    const request = { name: values.name, url: values.url, category: values.category || null };
    try {
      if (group) await update.mutateAsync({ groupId: group.id, patch: request });
      else await create.mutateAsync(request);
    } catch {
      return; // The footer shows the translated reason.
    }
    toast.success(group ? t('posting.groups.form.updated') : t('posting.groups.form.created'));
    onOpenChange(false);
  });

  return (
    <TitledDialog
      open
      onOpenChange={onOpenChange}
      title={group ? t('posting.groups.form.editTitle') : t('posting.groups.form.newTitle')}
      description={t('posting.groups.form.description')}
      className="max-w-lg"
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <FormField label={t('posting.groups.form.name')} error={errors.name}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label={t('posting.groups.form.url')} error={errors.url} hint={t('posting.groups.form.urlHint')}>
          <Input type="url" inputMode="url" autoComplete="off" dir="ltr" {...form.register('url')} />
        </FormField>
        <FormField label={t('posting.groups.form.category')} error={errors.category} isOptional>
          <Input autoComplete="off" {...form.register('category')} />
        </FormField>
        <FormDialogFooter
          errorMessage={saveError ? getErrorMessage(t, saveError) : null}
          isSubmitting={isSubmitting}
          submitLabel={group ? t('posting.groups.form.save') : t('posting.groups.form.add')}
          submittingLabel={t('posting.groups.form.saving')}
        />
      </form>
    </TitledDialog>
  );
}
