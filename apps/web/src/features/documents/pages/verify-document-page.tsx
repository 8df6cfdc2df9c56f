import type { TVerifyDocumentResponse } from '@rentwell/contracts/signatures';
import { FileSearch, ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FailureAlert } from '../../../components/ui/failure-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { useVerifyDocument } from '../api/signing-queries.ts';

function VerdictOf({ verdict }: { verdict: TVerifyDocumentResponse }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (verdict.sealedHere && verdict.unchanged) {
    return (
      <div className="flex gap-3 rounded-xl border border-success/40 bg-success-soft p-4" role="status">
        <ShieldCheck className="size-6 shrink-0 text-success" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 className="font-semibold">{t('verifyDocument.genuine.title')}</h2>
          <p className="text-sm">
            {t('verifyDocument.genuine.description', {
              title: verdict.documentTitle ?? '',
              date: verdict.completedAt ? format.date(verdict.completedAt.slice(0, 10)) : '',
            })}
          </p>
        </div>
      </div>
    );
  }
  const Icon = verdict.sealedHere ? ShieldAlert : ShieldQuestion;
  const key = verdict.sealedHere ? 'changed' : 'unknown';
  return (
    <div className="flex gap-3 rounded-xl border border-warning/40 bg-warning-soft p-4" role="status">
      <Icon className="size-6 shrink-0 text-warning" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 className="font-semibold">{t(`verifyDocument.${key}.title`)}</h2>
        <p className="text-sm">{t(`verifyDocument.${key}.description`)}</p>
      </div>
    </div>
  );
}

/** `/verify-document` (public): upload a signed PDF and learn whether this installation sealed it, unchanged. */
export function VerifyDocumentPage() {
  const { t } = useTranslation();
  const verify = useVerifyDocument();
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <PageHeader title={t('verifyDocument.title')} description={t('verifyDocument.description')} className="mb-0" />
      <form
        className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) verify.mutate(file);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>{t('verifyDocument.file')}</Label>
          <Input
            id={fileId}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              verify.reset();
            }}
          />
          <p className="text-xs text-muted-foreground">{t('verifyDocument.privacy')}</p>
        </div>
        <div>
          <Button type="submit" disabled={!file} isLoading={verify.isPending}>
            <FileSearch aria-hidden="true" />
            {t('verifyDocument.submit')}
          </Button>
        </div>
      </form>
      {verify.error ? (
        <FailureAlert title={t('verifyDocument.failed')}>{getErrorMessage(t, verify.error)}</FailureAlert>
      ) : null}
      {verify.data ? <VerdictOf verdict={verify.data} /> : null}
    </div>
  );
}
