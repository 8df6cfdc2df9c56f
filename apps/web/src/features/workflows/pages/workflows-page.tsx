import type { TReminderRule } from '@rentwell/contracts/workflows';
import { useQuery } from '@tanstack/react-query';
import { Plus, Workflow } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRecordDialog } from '../../../components/confirm-record-dialog.tsx';
import { LoadingPlaceholders } from '../../../components/loading-placeholders.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useDeleteReminder } from '../api/workflow-mutations.ts';
import { reminderListQueryOptions, reminderPreviewQueryOptions } from '../api/workflow-queries.ts';
import { NewReminderDialog } from '../components/new-reminder-dialog.tsx';
import { ReminderCard } from '../components/reminder-card.tsx';
import { ReminderDialog } from '../components/reminder-dialog.tsx';
import { reminderTexts } from '../reminder-texts.ts';
import { previewByRule } from '../reminder-timing.ts';

type TDialog = { kind: 'new' } | { kind: 'blank' } | { kind: 'edit'; rule: TReminderRule } | null;

/** `/workflows`: the organization's automated reminders, what they will send in the next 30 days, and their log. */
export function WorkflowsPage() {
  const { t } = useTranslation();
  const rules = useQuery(reminderListQueryOptions());
  const preview = useQuery(reminderPreviewQueryOptions());
  const remove = useDeleteReminder();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [deleting, setDeleting] = useState<TReminderRule | null>(null);
  const [addedRuleId, setAddedRuleId] = useState<string | null>(null);
  const previewGroups = useMemo(() => (preview.data ? previewByRule(preview.data.items) : null), [preview.data]);
  const close = () => setDialog(null);

  const newButton = (
    <Button onClick={() => setDialog({ kind: 'new' })}>
      <Plus aria-hidden="true" />
      {t('workflows.newReminder')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('pages.workflows.title')}
        description={t('pages.workflows.description')}
        actions={newButton}
      />
      <QueryContent
        query={rules}
        loading={<LoadingPlaceholders count={3} className="grid gap-4" itemClassName="h-48" />}
        failedTitle={t('workflows.loadFailed')}
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon={Workflow}
              title={t('workflows.emptyTitle')}
              description={t('workflows.emptyDescription')}
              action={newButton}
            />
          ) : (
            <ul className="grid gap-4" aria-label={t('workflows.listLabel')}>
              {data.items.map((rule) => (
                <li key={rule.id}>
                  <ReminderCard
                    rule={rule}
                    preview={previewGroups ? (previewGroups.get(rule.id) ?? []) : undefined}
                    onEdit={() => setDialog({ kind: 'edit', rule })}
                    onDelete={() => setDeleting(rule)}
                    takesFocus={rule.id === addedRuleId}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
      {dialog?.kind === 'new' ? (
        <NewReminderDialog
          onOpenChange={(open) => (open ? null : close())}
          onBlank={() => setDialog({ kind: 'blank' })}
          onCreated={setAddedRuleId}
        />
      ) : null}
      {dialog?.kind === 'blank' ? (
        <ReminderDialog onOpenChange={(open) => (open ? null : close())} onCreated={setAddedRuleId} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <ReminderDialog rule={dialog.rule} onOpenChange={(open) => (open ? null : close())} />
      ) : null}
      <ConfirmRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        variablesOf={(rule) => rule.id}
        title={t('workflows.delete.title')}
        description={deleting ? t('workflows.delete.description', { name: reminderTexts(t, deleting).name }) : ''}
        confirmLabel={t('workflows.delete.confirm')}
        doneMessage={(rule) => t('workflows.delete.done', { name: reminderTexts(t, rule).name })}
      />
    </>
  );
}
