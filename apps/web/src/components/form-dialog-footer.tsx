import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { DialogClose, DialogFooter } from './ui/dialog.tsx';

export type TFormDialogFooterProps = {
  /** Why the last submit failed, already translated; nothing when it did not. */
  errorMessage: string | null | undefined;
  isSubmitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  isDestructive?: boolean;
  /** Submit is off while there is nothing to submit (the value is unchanged). */
  isSubmitDisabled?: boolean;
  /** Placed on the alert and the footer both: 'sm:col-span-2' in a two-column form. */
  className?: string;
};

/** The end of a form in a dialog: the reason a submit failed, then Cancel (closes the dialog) and Submit. */
export function FormDialogFooter({
  errorMessage,
  isSubmitting,
  submitLabel,
  submittingLabel,
  isDestructive,
  isSubmitDisabled,
  className,
}: TFormDialogFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {errorMessage ? (
        <Alert variant="destructive" className={className}>
          <CircleAlert aria-hidden="true" />
          <span>{errorMessage}</span>
        </Alert>
      ) : null}
      <DialogFooter className={className}>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant={isDestructive ? 'destructive' : 'primary'}
          isLoading={isSubmitting}
          disabled={isSubmitDisabled}
        >
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
