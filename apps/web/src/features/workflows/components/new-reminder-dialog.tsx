import { REMINDER_TEMPLATE_TIMING, REMINDER_TEMPLATES, type TReminderTemplate } from '@rentwell/contracts/workflows';
import { CalendarClock, FilePlus2, HandCoins, Home, Wrench } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateReminderFromTemplate } from '../api/workflow-mutations.ts';
import { reminderTexts, TEMPLATE_KEYS, templateDescription } from '../reminder-texts.ts';

const TEMPLATE_ICONS = {
  rent_due: HandCoins,
  lease_renewal: CalendarClock,
  maintenance_follow_up: Wrench,
  tenant_welcome: Home,
} as const satisfies Record<TReminderTemplate, unknown>;

export type TNewReminderDialogProps = {
  onOpenChange: (open: boolean) => void;
  /** Start from a blank form instead. */
  onBlank: () => void;
  /** The reminder was added (focus moves to it). */
  onCreated: (ruleId: string) => void;
};

/** 'New reminder': one of the templates (created at once, active) or a blank one. */
export function NewReminderDialog({ onOpenChange, onBlank, onCreated }: TNewReminderDialogProps) {
  const { t } = useTranslation();
  const create = useCreateReminderFromTemplate();
  const added = useRef(false);
  const choose = (template: TReminderTemplate) =>
    create.mutate(template, {
      onSuccess: (rule) => {
        toast.success(t('workflows.new.created', { name: reminderTexts(t, rule).name }));
        added.current = true;
        onCreated(rule.id);
        onOpenChange(false);
      },
    });
  return (
    <TitledDialog
      open
      onOpenChange={(open) => (create.isPending ? null : onOpenChange(open))}
      title={t('workflows.new.title')}
      description={t('workflows.new.description')}
      className="max-w-lg"
      restoresFocus={() => !added.current}
    >
      <ul className="grid gap-2">
        {REMINDER_TEMPLATES.map((template) => {
          const Icon = TEMPLATE_ICONS[template];
          const key = TEMPLATE_KEYS[template];
          return (
            <li key={template}>
              <Button
                variant="outline"
                className="h-auto w-full justify-start gap-3 py-3 text-start whitespace-normal"
                disabled={create.isPending}
                onClick={() => choose(template)}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className="grid gap-0.5">
                  <span className="font-medium">{t(`workflows.templates.${key}.name`)}</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {templateDescription(t, template, REMINDER_TEMPLATE_TIMING[template].offset)}
                  </span>
                </span>
              </Button>
            </li>
          );
        })}
        <li>
          <Button
            variant="ghost"
            className="h-auto w-full justify-start gap-3 py-3 text-start whitespace-normal"
            disabled={create.isPending}
            onClick={onBlank}
          >
            <FilePlus2 aria-hidden="true" className="size-5 shrink-0" />
            <span className="font-medium">{t('workflows.new.blank')}</span>
          </Button>
        </li>
      </ul>
      {create.error ? <Alert variant="destructive">{getErrorMessage(t, create.error)}</Alert> : null}
    </TitledDialog>
  );
}
