import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useRejectPayment } from '../api/payment-mutations.ts';

export type TRejectPaymentDialogProps = {
  paymentId: string;
  /** What was reported, for the question: '$1,450.00 by bank transfer on 3 Mar 2026'. */
  summary: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Asks before rejecting a reported payment: the rent becomes due again. */
export function RejectPaymentDialog({ paymentId, summary, open, onOpenChange }: TRejectPaymentDialogProps) {
  const { t } = useTranslation();
  const reject = useRejectPayment();

  const confirmReject = async () => {
    try {
      await reject.mutateAsync(paymentId);
      toast.success(t('payments.reject.done'));
      onOpenChange(false);
    } catch {
      // The alert below shows the translated reason.
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('payments.reject.title')}</DialogTitle>
          <DialogDescription>{t('payments.reject.description', { payment: summary })}</DialogDescription>
        </DialogHeader>
        {reject.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <span>{getErrorMessage(t, reject.error)}</span>
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={reject.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" isLoading={reject.isPending} onClick={() => void confirmReject()}>
            {t('payments.reject.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
