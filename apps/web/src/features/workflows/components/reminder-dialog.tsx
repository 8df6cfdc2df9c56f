import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_REMINDER_OFFSET,
  REMINDER_ANCHORS,
  type TReminderRule,
  ZReminderAnchor,
} from '@rentwell/contracts/workflows';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { FormSelect, selectFieldProps } from '../../../components/form-select.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateReminder, useUpdateReminder } from '../api/workflow-mutations.ts';
import { reminderTexts } from '../reminder-texts.ts';
import { offsetUnitOf } from '../reminder-timing.ts';

const reminderFormSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(1000),
  anchor: ZReminderAnchor,
  offset: z.coerce.number<string>().int().min(0).max(MAX_REMINDER_OFFSET),
});

type TReminderFormValues = z.output<typeof reminderFormSchema>;

/**
 * The values to save, leaving out a name or description that still reads as shown: a template's words stay the
 * template's, translated for every reader and following the days.
 */
function changedTexts(values: TReminderFormValues, shown: { name: string; description: string }) {
  const { name, description, ...timing } = values;
  return {
    ...timing,
    ...(name === shown.name ? {} : { name }),
    ...(description === shown.description ? {} : { description }),
  };
}

export type TReminderDialogProps = {
  /** The reminder to edit; none to create a blank one. */
  rule?: TReminderRule | undefined;
  onOpenChange: (open: boolean) => void;
  /** A new reminder was added (focus moves to it). */
  onCreated?: (ruleId: string) => void;
};

/** Create a blank reminder or edit one: name, description, what it is timed from and how far. */
export function ReminderDialog({ rule, onOpenChange, onCreated }: TReminderDialogProps) {
  const { t } = useTranslation();
  const shown = rule ? reminderTexts(t, rule) : { name: '', description: '' };
  const create = useCreateReminder();
  const update = useUpdateReminder();
  const added = useRef(false);
  const form = useForm<z.input<typeof reminderFormSchema>, unknown, TReminderFormValues>({
    resolver: zodResolver(reminderFormSchema, ZOD_PARSE_OPTIONS),
    defaultValues: {
      name: shown.name,
      description: shown.description,
      anchor: rule?.anchor ?? 'due_date',
      offset: String(rule?.offset ?? 3),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const anchor = form.watch('anchor');
  const saveError = create.error ?? update.error;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (rule) await update.mutateAsync({ ruleId: rule.id, patch: changedTexts(values, shown) });
      else {
        const created = await create.mutateAsync({ ...values, active: true });
        added.current = true;
        onCreated?.(created.id);
      }
    } catch {
      return; // The footer shows the translated reason.
    }
    toast.success(rule ? t('workflows.form.updated') : t('workflows.form.created'));
    onOpenChange(false);
  });

  return (
    <TitledDialog
      open
      onOpenChange={onOpenChange}
      title={rule ? t('workflows.form.editTitle') : t('workflows.form.newTitle')}
      description={t('workflows.form.description')}
      className="max-w-lg"
      restoresFocus={() => !added.current}
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <FormField label={t('workflows.form.name')} error={errors.name}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label={t('workflows.form.notes')} error={errors.description} isOptional>
          <Textarea rows={2} {...form.register('description')} />
        </FormField>
        <FormField label={t('workflows.form.anchor')} error={errors.anchor}>
          <Controller
            control={form.control}
            name="anchor"
            render={({ field }) => (
              <FormSelect
                {...selectFieldProps(field)}
                options={REMINDER_ANCHORS.map((value) => ({ value, label: t(`workflows.anchors.${value}`) }))}
              />
            )}
          />
        </FormField>
        <FormField
          label={
            offsetUnitOf(anchor) === 'hours'
              ? t('workflows.form.hoursAfter')
              : anchor === 'lease_start'
                ? t('workflows.form.daysAfter')
                : t('workflows.form.daysBefore')
          }
          error={errors.offset}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_REMINDER_OFFSET}
            step={1}
            {...form.register('offset')}
          />
        </FormField>
        <FormDialogFooter
          errorMessage={saveError ? getErrorMessage(t, saveError) : null}
          isSubmitting={isSubmitting}
          submitLabel={rule ? t('workflows.form.save') : t('workflows.form.create')}
          submittingLabel={t('workflows.form.saving')}
        />
      </form>
    </TitledDialog>
  );
}
