import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDialogMutation } from '../lib/dialog-mutation.ts';
import { getErrorMessage } from '../lib/error-messages.ts';
import { toast } from '../lib/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export type TConfirmRecordDialogProps<TRecord, TVariables> = {
  /** The record the action is about; `null` closes the dialog. */
  record: TRecord | null;
  onClose: () => void;
  /** The action; its refusal shows in the dialog, and is forgotten once the dialog closes. */
  mutation: TDialogMutation<TVariables>;
  variablesOf: (record: TRecord) => TVariables;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Said once the action is done, as the dialog closes. */
  doneMessage: (record: TRecord) => string;
  onDone?: () => void;
};

/** Asks before an action on one record (deactivate, delete), runs it, says it is done and closes. */
export function ConfirmRecordDialog<TRecord, TVariables>({
  record,
  onClose,
  mutation,
  variablesOf,
  title,
  description,
  confirmLabel,
  doneMessage,
  onDone,
}: TConfirmRecordDialogProps<TRecord, TVariables>) {
  const { t } = useTranslation();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => (open ? null : close())}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      isPending={mutation.isPending}
      errorMessage={mutation.error ? getErrorMessage(t, mutation.error) : null}
      onConfirm={() => {
        if (record === null) return;
        mutation.mutate(variablesOf(record), {
          onSuccess: () => {
            toast.success(doneMessage(record));
            close();
            onDone?.();
          },
        });
      }}
    />
  );
}
