import { useTranslation } from 'react-i18next';
import { ConfirmRecordDialog } from '../../../components/confirm-record-dialog.tsx';
import { useDeleteProperty } from '../api/property-mutations.ts';

export type TDeletePropertyDialogProps = {
  /** The property to delete; `null` closes the dialog. */
  property: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Confirms a deletion; the server refuses while leases run or lease history exists, and says which. */
export function DeletePropertyDialog({ property, onClose, onDeleted }: TDeletePropertyDialogProps) {
  const { t } = useTranslation();
  const deleteProperty = useDeleteProperty();
  return (
    <ConfirmRecordDialog
      record={property}
      onClose={onClose}
      mutation={deleteProperty}
      variablesOf={(target) => target.id}
      title={t('properties.deleteDialog.title', { name: property?.name ?? '' })}
      description={t('properties.deleteDialog.description')}
      confirmLabel={t('properties.deleteDialog.confirm')}
      doneMessage={(deleted) => t('properties.toasts.deleted', { name: deleted.name })}
      onDone={onDeleted}
    />
  );
}
