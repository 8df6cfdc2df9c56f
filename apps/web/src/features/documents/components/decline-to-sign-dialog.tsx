import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useDeclineToSign } from '../api/signing-queries.ts';

/** Refuse to sign, saying why: the sender sees the reason, and the link is used up. */
export function DeclineToSignDialog({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const decline = useDeclineToSign(token);
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [isMissing, setMissing] = useState(false);
  const reasonId = useId();
  const errorId = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    decline.mutate(reason.trim(), {
      onSuccess: () => {
        setOpen(false);
        void queryClient.invalidateQueries({ queryKey: ['signing', token] });
      },
    });
  };
  return (
    <>
      <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
        {t('signing.decline.open')}
      </Button>
      <TitledDialog
        open={isOpen}
        onOpenChange={(open) => (decline.isPending ? null : setOpen(open))}
        title={t('signing.decline.title')}
        description={t('signing.decline.description')}
        role="alertdialog"
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={reasonId}>{t('signing.decline.reason')}</Label>
            <Textarea
              id={reasonId}
              rows={3}
              maxLength={1000}
              value={reason}
              aria-invalid={isMissing}
              aria-describedby={isMissing ? errorId : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
            {isMissing ? (
              <p id={errorId} className="text-sm text-danger">
                {t('validation.required')}
              </p>
            ) : null}
          </div>
          <FormDialogFooter
            errorMessage={decline.error ? getErrorMessage(t, decline.error) : null}
            isSubmitting={decline.isPending}
            submitLabel={t('signing.decline.submit')}
            submittingLabel={t('signing.decline.submitting')}
            isDestructive
          />
        </form>
      </TitledDialog>
    </>
  );
}
