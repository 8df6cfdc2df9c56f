import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
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
    <ConfirmDialog
      open={property !== null}
      onOpenChange={(open) => {
        if (!open) {
          deleteProperty.reset();
          onClose();
        }
      }}
      title={t('properties.deleteDialog.title', { name: property?.name ?? '' })}
      description={t('properties.deleteDialog.description')}
      confirmLabel={t('properties.deleteDialog.confirm')}
      isPending={deleteProperty.isPending}
      errorMessage={deleteProperty.isError ? getErrorMessage(t, deleteProperty.error) : null}
      onConfirm={() => {
        if (!property) return;
        deleteProperty.mutate(property.id, {
          onSuccess: () => {
            toast.success(t('properties.toasts.deleted', { name: property.name }));
            deleteProperty.reset();
            onClose();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
