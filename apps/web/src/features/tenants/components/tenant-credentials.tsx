import type { TCreateTenantResponse } from '@rentwell/contracts/leases';
import { Check, CircleCheck, Copy, Info, KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/class-names.ts';

const COPIED_FEEDBACK_MS = 2000;

/** Writes to the clipboard; false when the browser refuses (no permission, insecure context, no API). */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function CopyField({
  label,
  value,
  copyLabel,
  isSecret,
}: {
  label: string;
  value: string;
  copyLabel: string;
  isSecret?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    if (await copyToClipboard(value)) {
      setCopied(true);
      toast.success(t('tenants.credentials.copied'));
    } else {
      toast.error(t('tenants.credentials.copyFailed'), { description: t('tenants.credentials.copyFailedDescription') });
    }
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          className={cn('read-only:bg-muted/60', isSecret && 'font-mono tracking-wide')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()} aria-label={copyLabel}>
          {isCopied ? <Check className="text-success" aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span className="hidden sm:inline">
            {isCopied ? t('tenants.credentials.copied') : t('tenants.credentials.copy')}
          </span>
        </Button>
      </div>
    </div>
  );
}

export type TTenantCredentialsProps = {
  result: TCreateTenantResponse;
  isDocumentMissing: boolean;
  onDone: () => void;
};

/**
 * After the tenant was added: the generated password, shown this once (the server keeps only its hash), or the note
 * that the lease was linked to the tenant's existing account.
 */
export function TenantCredentials({ result, isDocumentMissing, onDone }: TTenantCredentialsProps) {
  const { t } = useTranslation();
  const { lease, credentials } = result;
  return (
    <div className="grid gap-5">
      <DialogHeader>
        <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck className="size-5" aria-hidden="true" />
        </div>
        <DialogTitle>{t('tenants.credentials.title')}</DialogTitle>
        <DialogDescription>
          {t('tenants.credentials.description', {
            name: lease.tenant?.name ?? '',
            property: lease.property.name,
            unit: lease.unit.label,
          })}
        </DialogDescription>
      </DialogHeader>

      {credentials ? (
        <>
          <Alert variant="warning" role="alert">
            <TriangleAlert aria-hidden="true" />
            <div className="grid gap-0.5">
              <p className="font-semibold">{t('tenants.credentials.onceTitle')}</p>
              <p>{t('tenants.credentials.onceDescription')}</p>
            </div>
          </Alert>
          <div className="grid gap-4 rounded-lg border bg-card p-4">
            <CopyField
              label={t('tenants.credentials.email')}
              value={credentials.email}
              copyLabel={t('tenants.credentials.copyEmail')}
            />
            <CopyField
              label={t('tenants.credentials.password')}
              value={credentials.password}
              copyLabel={t('tenants.credentials.copyPassword')}
              isSecret
            />
          </div>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('tenants.credentials.changeNote')}
          </p>
        </>
      ) : (
        <Alert>
          <Info aria-hidden="true" />
          <div className="grid gap-0.5">
            <p className="font-semibold">{t('tenants.credentials.linkedTitle')}</p>
            <p>{t('tenants.credentials.linkedDescription', { email: lease.tenant?.email ?? '' })}</p>
          </div>
        </Alert>
      )}

      {isDocumentMissing ? (
        <Alert variant="destructive" role="status">
          <TriangleAlert aria-hidden="true" />
          <span>{t('tenants.credentials.documentMissing')}</span>
        </Alert>
      ) : null}

      <DialogFooter>
        <Button onClick={onDone}>{t('tenants.credentials.done')}</Button>
      </DialogFooter>
    </div>
  );
}
