import { zodResolver } from '@hookform/resolvers/zod';
import type { TDocumentListItem } from '@rentwell/contracts/documents';
import {
  MAX_SIGNERS,
  SIGNER_DELIVERIES,
  SIGNER_ROLES,
  type TCreateSignatureResponse,
  ZSignerInput,
} from '@rentwell/contracts/signatures';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { FormSelect, selectFieldProps } from '../../../components/form-select.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useCreateSignatureRequest } from '../api/document-mutations.ts';
import { leaseChoiceQueryOptions, type TLeaseChoice } from '../api/document-queries.ts';
import { LeasePicker } from './lease-picker.tsx';
import { SigningLinkField } from './signing-link-field.tsx';

/** What is sent: a lease's agreement (generated from the lease; chosen here, or given) or a stored document. */
export type TSignatureSubject = { kind: 'lease'; leaseId?: string } | { kind: 'document'; document: TDocumentListItem };

const ZRequestForm = z.object({
  leaseId: z.string(),
  signers: z.array(ZSignerInput).min(1).max(MAX_SIGNERS),
  ordered: z.boolean(),
  message: z.string().trim().max(2000),
});
type TRequestForm = z.input<typeof ZRequestForm>;
type TSignerRow = TRequestForm['signers'][number];

function tenantSigner(lease: TLeaseChoice | undefined): TSignerRow[] {
  return lease?.tenant
    ? [{ name: lease.tenant.name, email: lease.tenant.email, role: 'tenant', delivery: 'email' }]
    : [];
}

function SentSummary({ result, onClose }: { result: TCreateSignatureResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const emailed = result.request.signers.filter((signer) => signer.delivery === 'email');
  const nameOf = (signerId: string) => result.request.signers.find((signer) => signer.id === signerId)?.name ?? '';
  return (
    <div className="grid gap-4">
      {emailed.length > 0 ? (
        <p className="text-sm">
          {t('signatureRequests.sent.emailed', { names: emailed.map((signer) => signer.name).join(', ') })}
        </p>
      ) : null}
      {result.links.length > 0 ? (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('signatureRequests.sent.linksIntro')}</p>
          {result.links.map((link) => (
            <SigningLinkField key={link.signerId} signerName={nameOf(link.signerId)} url={link.url} />
          ))}
        </div>
      ) : null}
      <DialogFooter>
        <Button onClick={onClose}>{t('signatureRequests.sent.done')}</Button>
      </DialogFooter>
    </div>
  );
}

/** Send a lease agreement or a document to be signed: who signs, how each gets the link, in what order. */
export function RequestSignaturesDialog({ subject, onClose }: { subject: TSignatureSubject; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const create = useCreateSignatureRequest();
  const [result, setResult] = useState<TCreateSignatureResponse | null>(null);
  const me: TSignerRow = { name: user?.name ?? '', email: user?.email ?? '', role: 'landlord', delivery: 'link' };
  const form = useForm<TRequestForm, unknown, z.output<typeof ZRequestForm>>({
    resolver: zodResolver(ZRequestForm, ZOD_PARSE_OPTIONS),
    defaultValues: {
      leaseId: subject.kind === 'lease' ? (subject.leaseId ?? '') : '',
      signers: subject.kind === 'lease' ? [me] : [{ name: '', email: '', role: 'tenant', delivery: 'email' }, me],
      ordered: true,
      message: '',
    },
  });
  const signers = useFieldArray({ control: form.control, name: 'signers' });
  const { errors, isSubmitting } = form.formState;
  const leaseId = form.watch('leaseId');

  // A lease given from its sheet: its tenant signs first once the lease has loaded.
  const presetLeaseId = subject.kind === 'lease' ? subject.leaseId : undefined;
  const { data: presetLease } = useQuery({
    ...leaseChoiceQueryOptions(presetLeaseId ?? ''),
    enabled: presetLeaseId !== undefined,
  });
  const isPresetApplied = useRef(false);
  useEffect(() => {
    if (isPresetApplied.current || !presetLease) return;
    isPresetApplied.current = true;
    signers.replace([...tenantSigner(presetLease), ...form.getValues('signers')]);
  });

  const chooseLease = (nextLeaseId: string | undefined, lease: TLeaseChoice | undefined) => {
    form.setValue('leaseId', nextLeaseId ?? '', { shouldValidate: true });
    const others = form.getValues('signers').filter((signer) => signer.role !== 'tenant');
    signers.replace([...tenantSigner(lease), ...others]);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (subject.kind === 'lease' && values.leaseId === '') {
      form.setError('leaseId', { message: t('signatureRequests.form.chooseLease') });
      return;
    }
    try {
      const created = await create.mutateAsync({
        ...(subject.kind === 'lease' ? { leaseId: values.leaseId } : { documentId: subject.document.id }),
        signers: values.signers,
        ordered: values.ordered,
        message: values.message,
      });
      setResult(created);
    } catch {
      // The alert in the footer shows the translated reason; what was typed stays.
    }
  });

  return (
    <TitledDialog
      open
      onOpenChange={(open) => (open || isSubmitting ? null : onClose())}
      title={result ? t('signatureRequests.sent.title') : t('signatureRequests.form.title')}
      description={
        result
          ? t('signatureRequests.sent.description', { title: result.request.documentTitle })
          : subject.kind === 'document'
            ? t('signatureRequests.form.documentDescription', { title: subject.document.title })
            : t('signatureRequests.form.leaseDescription')
      }
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
    >
      {result ? (
        <SentSummary result={result} onClose={onClose} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
          {subject.kind === 'lease' ? (
            <FormField label={t('signatureRequests.form.lease')} error={errors.leaseId}>
              <LeasePicker
                value={leaseId || undefined}
                onChange={chooseLease}
                placeholder={t('signatureRequests.form.leasePlaceholder')}
              />
            </FormField>
          ) : null}
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">{t('signatureRequests.form.signers')}</legend>
            {signers.fields.map((field, index) => (
              <div key={field.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
                <FormField label={t('signatureRequests.form.name')} error={errors.signers?.[index]?.name}>
                  <Input autoComplete="off" {...form.register(`signers.${index}.name`)} />
                </FormField>
                <FormField label={t('signatureRequests.form.email')} error={errors.signers?.[index]?.email}>
                  <Input type="email" autoComplete="off" {...form.register(`signers.${index}.email`)} />
                </FormField>
                <Controller
                  control={form.control}
                  name={`signers.${index}.role`}
                  render={({ field: roleField }) => (
                    <FormField label={t('signatureRequests.form.role')}>
                      <FormSelect
                        {...selectFieldProps(roleField)}
                        options={SIGNER_ROLES.map((role) => ({ value: role, label: t(`signerRoles.${role}`) }))}
                      />
                    </FormField>
                  )}
                />
                <Controller
                  control={form.control}
                  name={`signers.${index}.delivery`}
                  render={({ field: deliveryField }) => (
                    <FormField label={t('signatureRequests.form.delivery')}>
                      <FormSelect
                        {...selectFieldProps(deliveryField)}
                        options={SIGNER_DELIVERIES.map((delivery) => ({
                          value: delivery,
                          label: t(`signatureRequests.deliveries.${delivery}`),
                        }))}
                      />
                    </FormField>
                  )}
                />
                {signers.fields.length > 1 ? (
                  <div className="sm:col-span-2">
                    <Button type="button" variant="ghost" size="sm" onClick={() => signers.remove(index)}>
                      <Trash2 aria-hidden="true" />
                      {t('signatureRequests.form.removeSigner', { position: index + 1 })}
                    </Button>
                  </div>
                ) : null}
              </div>
            ))}
            {signers.fields.length < MAX_SIGNERS ? (
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => signers.append({ name: '', email: '', role: 'co_signer', delivery: 'email' })}
                >
                  <Plus aria-hidden="true" />
                  {t('signatureRequests.form.addSigner')}
                </Button>
              </div>
            ) : null}
          </fieldset>
          <Controller
            control={form.control}
            name="ordered"
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Switch id="signing-order" checked={field.value} onCheckedChange={field.onChange} />
                <div className="grid gap-0.5">
                  <Label htmlFor="signing-order">{t('signatureRequests.form.ordered')}</Label>
                  <p className="text-xs text-muted-foreground">{t('signatureRequests.form.orderedHint')}</p>
                </div>
              </div>
            )}
          />
          <FormField label={t('signatureRequests.form.message')} error={errors.message} isOptional>
            <Textarea rows={3} {...form.register('message')} />
          </FormField>
          <FormDialogFooter
            errorMessage={create.error ? getErrorMessage(t, create.error) : null}
            isSubmitting={isSubmitting}
            submitLabel={t('signatureRequests.form.submit')}
            submittingLabel={t('signatureRequests.form.submitting')}
          />
        </form>
      )}
    </TitledDialog>
  );
}
