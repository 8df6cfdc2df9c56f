import type { TFacebookGroup } from '@rentwell/contracts/social-posting';
import { useQuery } from '@tanstack/react-query';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRecordDialog } from '../../../components/confirm-record-dialog.tsx';
import { LoadingPlaceholders } from '../../../components/loading-placeholders.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useDeleteGroup } from '../api/posting-mutations.ts';
import { groupListQueryOptions } from '../api/posting-queries.ts';
import { GroupDialog } from './group-dialog.tsx';
import { GroupRow } from './group-row.tsx';

type TDialog = { kind: 'new' } | { kind: 'edit'; group: TFacebookGroup } | null;

/** The signed-in manager's Facebook groups (only theirs): add, edit, (de)activate, delete. Anchor `#groups`. */
export function GroupsSection() {
  const { t } = useTranslation();
  const groups = useQuery(groupListQueryOptions());
  const remove = useDeleteGroup();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [deleting, setDeleting] = useState<TFacebookGroup | null>(null);
  const close = (open: boolean) => (open ? null : setDialog(null));

  const addButton = (
    <Button onClick={() => setDialog({ kind: 'new' })}>
      <Plus aria-hidden="true" />
      {t('posting.groups.add')}
    </Button>
  );

  return (
    <Card id="groups" className="scroll-mt-20">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-base font-semibold">{t('posting.groups.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('posting.groups.description')}</p>
        </div>
        {groups.data && groups.data.items.length > 0 ? addButton : null}
      </CardHeader>
      <CardContent>
        <QueryContent
          query={groups}
          loading={<LoadingPlaceholders count={2} className="grid gap-3" itemClassName="h-20" />}
          failedTitle={t('posting.groups.loadFailed')}
        >
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                icon={Users}
                headingLevel="h3"
                title={t('posting.groups.emptyTitle')}
                description={t('posting.groups.emptyDescription')}
                action={addButton}
              />
            ) : (
              <ul className="grid gap-3" aria-label={t('posting.groups.listLabel')}>
                {data.items.map((group) => (
                  <li key={group.id}>
                    <GroupRow
                      group={group}
                      onEdit={() => setDialog({ kind: 'edit', group })}
                      onDelete={() => setDeleting(group)}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryContent>
      </CardContent>
      {dialog?.kind === 'new' ? <GroupDialog onOpenChange={close} /> : null}
      {dialog?.kind === 'edit' ? <GroupDialog group={dialog.group} onOpenChange={close} /> : null}
      <ConfirmRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        variablesOf={(group) => group.id}
        title={t('posting.groups.deleteDialog.title')}
        description={deleting ? t('posting.groups.deleteDialog.description', { name: deleting.name }) : ''}
        confirmLabel={t('posting.groups.deleteDialog.confirm')}
        doneMessage={(group) => t('posting.groups.deleteDialog.done', { name: group.name })}
      />
    </Card>
  );
}
