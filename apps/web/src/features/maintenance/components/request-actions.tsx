import type { TMaintenanceAction, TMaintenanceRequest } from '@rentwell/contracts/maintenance';
import type { TRole } from '@rentwell/contracts/roles';
import { CircleCheck, CircleX, Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useTransitionMaintenanceRequest } from '../api/maintenance-mutations.ts';
import { maintenanceActionsFor } from '../maintenance-roles.ts';

const ACTION_ICONS = { start: Play, complete: CircleCheck, cancel: CircleX, reopen: RotateCcw } as const;

export type TRequestActionsProps = {
  request: Pick<TMaintenanceRequest, 'id' | 'status' | 'title'>;
  role: TRole | null;
};

/**
 * The status moves the role may make now: 'Start Work', 'Mark Complete', cancel (asked first) and reopen. Renders
 * nothing when there are none.
 */
export function RequestActions({ request, role }: TRequestActionsProps) {
  const { t } = useTranslation();
  const transition = useTransitionMaintenanceRequest(request.id);
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  const actions = maintenanceActionsFor(role, request.status);
  if (actions.length === 0) return null;

  const run = (action: TMaintenanceAction) =>
    transition.mutateAsync(action).then(
      () => {
        toast.success(t(`maintenance.actions.done.${action}`));
        return true;
      },
      (error: unknown) => {
        if (action !== 'cancel') {
          toast.error(t('maintenance.actions.failed'), { description: getErrorMessage(t, error) });
        }
        return false;
      },
    );

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => {
          const Icon = ACTION_ICONS[action];
          const isPrimary = action === 'start' || action === 'complete';
          return (
            <Button
              key={action}
              size="sm"
              variant={isPrimary ? 'primary' : 'outline'}
              isLoading={transition.isPending && transition.variables === action}
              disabled={transition.isPending}
              onClick={() => {
                if (action === 'cancel') {
                  transition.reset();
                  setConfirmingCancel(true);
                } else {
                  void run(action);
                }
              }}
            >
              <Icon aria-hidden="true" />
              {t(`maintenance.actions.${action}`)}
            </Button>
          );
        })}
      </div>
      <TitledDialog
        open={isConfirmingCancel}
        onOpenChange={(open) => (transition.isPending ? null : setConfirmingCancel(open))}
        className="max-w-md"
        role="alertdialog"
        title={t('maintenance.actions.cancelTitle')}
        description={t('maintenance.actions.cancelDescription', { title: request.title })}
      >
        {transition.isError ? <Alert variant="destructive">{getErrorMessage(t, transition.error)}</Alert> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setConfirmingCancel(false)} disabled={transition.isPending}>
            {t('maintenance.actions.keep')}
          </Button>
          <Button
            variant="destructive"
            isLoading={transition.isPending}
            onClick={() =>
              void run('cancel').then((isDone) => {
                if (isDone) setConfirmingCancel(false);
              })
            }
          >
            {t('maintenance.actions.cancel')}
          </Button>
        </DialogFooter>
      </TitledDialog>
    </>
  );
}
