import { zodResolver } from '@hookform/resolvers/zod';
import { ZCalendarDate } from '@rentwell/contracts/calendar';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_RECEIPT_CONTENT_TYPES,
  EXPENSE_RECURRENCES,
  MAX_EXPENSE_RECEIPT_BYTES,
  type TExpense,
  ZExpenseCategory,
  ZExpenseRecurrence,
} from '@rentwell/contracts/expenses';
import { FileText, Paperclip, X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { FormSelect } from '../../../components/form-select.tsx';
import { PropertyPicker } from '../../../components/property-picker/property-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { amountInputSchema, inputAmountToMinor, minorToInputAmount } from '../../../lib/amount-input.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useOrganizationToday } from '../../../lib/use-organization-today.ts';
import { useCreateExpense, useSetReceipt, useUpdateExpense } from '../api/expense-mutations.ts';
import { PORTFOLIO } from './expense-filters.tsx';
import { receiptLinkProps } from './receipt-link.ts';

const RECEIPT_ACCEPT = [...EXPENSE_RECEIPT_CONTENT_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.webp'].join(',');
const RECEIPT_EXTENSIONS = /\.(pdf|png|jpe?g|webp)$/i;

function expenseFormSchema(currency: string) {
  return z
    .object({
      incurredOn: ZCalendarDate,
      category: ZExpenseCategory,
      vendor: z.string().trim().max(200),
      description: z.string().trim().min(2).max(500),
      propertyId: z.string().min(1),
      amount: amountInputSchema(currency, { min: 1 }),
      notes: z.string().trim().max(2000),
      recurrence: ZExpenseRecurrence,
      recurrenceEndsOn: z.union([z.literal(''), ZCalendarDate]),
    })
    .refine((value) => value.recurrenceEndsOn === '' || value.recurrenceEndsOn >= value.incurredOn, {
      path: ['recurrenceEndsOn'],
      message: validationMessage('endBeforeStart'),
    });
}

/** Why a chosen file cannot be a receipt, checked before upload (the server checks the content again). */
function receiptProblem(file: File): 'receiptTooLarge' | 'receiptWrongType' | null {
  if (file.size > MAX_EXPENSE_RECEIPT_BYTES) return 'receiptTooLarge';
  const knownType = EXPENSE_RECEIPT_CONTENT_TYPES.some((type) => type === file.type);
  if (!knownType && !(file.type === '' && RECEIPT_EXTENSIONS.test(file.name))) return 'receiptWrongType';
  return null;
}

export type TExpenseDialogProps = {
  /** The expense to edit; none to add one. */
  expense?: TExpense | undefined;
  currency: string;
  /** The property a new expense starts on (the first by name); portfolio-wide when there is none. */
  defaultPropertyId?: string | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Add or edit an expense, with its receipt; amounts are typed in the organization's currency. */
export function ExpenseDialog({ expense, currency, defaultPropertyId, onOpenChange }: TExpenseDialogProps) {
  const { t } = useTranslation();
  const today = useOrganizationToday();
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const setReceipt = useSetReceipt();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const receiptInputId = useId();
  const receiptHintId = useId();
  const schema = useMemo(() => expenseFormSchema(currency), [currency]);
  // Once created, a later save (say, after a failed receipt upload) edits it rather than adding another.
  const [saved, setSaved] = useState<TExpense | undefined>(expense);
  const [file, setFile] = useState<File | null>(null);
  const [isRemovingReceipt, setRemovingReceipt] = useState(false);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    defaultValues: {
      incurredOn: expense?.incurredOn ?? today,
      category: expense?.category ?? 'repairs',
      vendor: expense?.vendor ?? '',
      description: expense?.description ?? '',
      propertyId: expense ? (expense.property?.id ?? PORTFOLIO) : (defaultPropertyId ?? PORTFOLIO),
      amount: expense ? minorToInputAmount(expense.amountMinor, currency) : '',
      notes: expense?.notes ?? '',
      recurrence: expense?.recurrence ?? 'none',
      recurrenceEndsOn: expense?.recurrenceEndsOn ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const recurrence = form.watch('recurrence');
  const saveError = create.error ?? update.error;
  const isOccurrence = Boolean(expense?.recurringSourceId);
  const currentReceipt = saved?.receipt && !isRemovingReceipt ? saved.receipt : null;

  const chooseFile = (chosen: File | undefined) => {
    setReceiptError(null);
    if (!chosen) return;
    const problem = receiptProblem(chosen);
    if (problem) {
      setFile(null);
      setReceiptError(t(`expenses.form.${problem}`));
      if (fileInputRef.current) fileInputRef.current.value = '';
      return;
    }
    setFile(chosen);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const request = {
      incurredOn: values.incurredOn,
      category: values.category,
      vendor: values.vendor,
      description: values.description,
      propertyId: values.propertyId === PORTFOLIO ? null : values.propertyId,
      amountMinor: inputAmountToMinor(values.amount, currency),
      notes: values.notes,
      recurrence: isOccurrence ? 'none' : values.recurrence,
      recurrenceEndsOn: values.recurrence === 'none' || values.recurrenceEndsOn === '' ? null : values.recurrenceEndsOn,
    } as const;
    let result: TExpense;
    try {
      result = saved
        ? await update.mutateAsync({ expenseId: saved.id, patch: request })
        : await create.mutateAsync(request);
      setSaved(result);
    } catch {
      return; // The alert below shows the translated reason.
    }
    try {
      if (file) await setReceipt.mutateAsync({ expenseId: result.id, file });
      else if (isRemovingReceipt && result.receipt) await setReceipt.mutateAsync({ expenseId: result.id, file: null });
    } catch (error) {
      setReceiptError(t('expenses.form.receiptFailed', { reason: getErrorMessage(t, error) }));
      return;
    }
    toast.success(expense ? t('expenses.form.updated') : t('expenses.form.created'));
    onOpenChange(false);
  });

  return (
    <Dialog open onOpenChange={(open) => (isSubmitting ? null : onOpenChange(open))}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{expense ? t('expenses.form.editTitle') : t('expenses.form.addTitle')}</DialogTitle>
          <DialogDescription>{t('expenses.form.intro', { currency })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
          <FormField label={t('expenses.form.description')} error={errors.description} className="sm:col-span-2">
            <Input autoComplete="off" {...form.register('description')} />
          </FormField>
          <FormField label={t('expenses.form.amount', { currency })} error={errors.amount}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          </FormField>
          <FormField label={t('expenses.form.incurredOn')} error={errors.incurredOn}>
            <Input type="date" {...form.register('incurredOn')} />
          </FormField>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <FormField label={t('expenses.form.category')} error={errors.category}>
                <FormSelect
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={EXPENSE_CATEGORIES.map((category) => ({
                    value: category,
                    label: t(`expenses.categories.${category}`),
                  }))}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="propertyId"
            render={({ field }) => (
              <FormField label={t('expenses.form.property')} error={errors.propertyId}>
                <PropertyPicker
                  ref={field.ref}
                  value={field.value}
                  onChange={(propertyId) => field.onChange(propertyId ?? PORTFOLIO)}
                  onBlur={field.onBlur}
                  leadingOptions={[{ value: PORTFOLIO, label: t('expenses.portfolioWide') }]}
                />
              </FormField>
            )}
          />
          <FormField label={t('expenses.form.vendor')} error={errors.vendor} isOptional className="sm:col-span-2">
            <Input autoComplete="organization" {...form.register('vendor')} />
          </FormField>
          {isOccurrence ? null : (
            <>
              <Controller
                control={form.control}
                name="recurrence"
                render={({ field }) => (
                  <FormField
                    label={t('expenses.form.recurrence')}
                    error={errors.recurrence}
                    hint={recurrence === 'none' ? undefined : t('expenses.form.recurrenceHelp')}
                  >
                    <FormSelect
                      ref={field.ref}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      options={EXPENSE_RECURRENCES.map((value) => ({
                        value,
                        label: t(`expenses.recurrence.${value}`),
                      }))}
                    />
                  </FormField>
                )}
              />
              {recurrence === 'none' ? null : (
                <FormField label={t('expenses.form.recurrenceEndsOn')} error={errors.recurrenceEndsOn} isOptional>
                  <Input type="date" {...form.register('recurrenceEndsOn')} />
                </FormField>
              )}
              {expense && expense.recurrence !== 'none' ? (
                <p className="text-xs text-muted-foreground sm:col-span-2">{t('expenses.form.templateNote')}</p>
              ) : null}
            </>
          )}
          <FormField label={t('expenses.form.notes')} error={errors.notes} isOptional className="sm:col-span-2">
            <Textarea rows={2} {...form.register('notes')} />
          </FormField>

          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={receiptInputId}>
              {t('expenses.form.receipt')}
              <span className="ms-1.5 font-normal text-muted-foreground">({t('common.optional')})</span>
            </Label>
            <div className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed p-3">
              {currentReceipt && !file ? (
                <>
                  <Button size="sm" variant="ghost" asChild>
                    <a {...receiptLinkProps(currentReceipt)}>
                      <FileText aria-hidden="true" />
                      <span className="max-w-56 truncate">{currentReceipt.fileName}</span>
                    </a>
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setRemovingReceipt(true)}>
                    <X aria-hidden="true" />
                    {t('expenses.form.removeReceipt')}
                  </Button>
                </>
              ) : null}
              {file ? (
                <span className="flex min-w-0 items-center gap-1.5 text-sm">
                  <Paperclip className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="truncate">{t('expenses.form.receiptSelected', { name: file.name })}</span>
                  <Button
                    type="button"
                    size="icon-sm"
                    variant="ghost"
                    aria-label={t('expenses.form.removeReceipt')}
                    onClick={() => {
                      setFile(null);
                      if (fileInputRef.current) fileInputRef.current.value = '';
                    }}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </span>
              ) : null}
              {isRemovingReceipt && !file ? (
                <span className="text-sm text-muted-foreground">{t('expenses.form.receiptWillBeRemoved')}</span>
              ) : null}
              <Button
                type="button"
                size="sm"
                variant="outline"
                className={currentReceipt || file || isRemovingReceipt ? 'ms-auto' : ''}
                onClick={() => fileInputRef.current?.click()}
              >
                <Paperclip aria-hidden="true" />
                {currentReceipt || file ? t('expenses.form.replaceReceipt') : t('expenses.form.chooseReceipt')}
              </Button>
              <input
                ref={fileInputRef}
                id={receiptInputId}
                type="file"
                accept={RECEIPT_ACCEPT}
                className="sr-only"
                aria-describedby={receiptHintId}
                onChange={(event) => chooseFile(event.target.files?.[0])}
              />
            </div>
            <p id={receiptHintId} className="text-xs text-muted-foreground">
              {t('expenses.form.receiptHelp')}
            </p>
            {receiptError ? (
              <p className="text-xs font-medium text-destructive dark:text-danger" role="alert">
                {receiptError}
              </p>
            ) : null}
          </div>

          <FormDialogFooter
            errorMessage={saveError ? getErrorMessage(t, saveError) : null}
            isSubmitting={isSubmitting}
            submitLabel={expense ? t('expenses.form.save') : t('expenses.form.create')}
            submittingLabel={t('expenses.form.saving')}
            className="sm:col-span-2"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
