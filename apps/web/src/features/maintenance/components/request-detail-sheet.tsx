import type { TMaintenanceRequestDetail } from '@rentwell/contracts/maintenance';
import type { TRole } from '@rentwell/contracts/roles';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetLoadFailed, SheetLoading } from '../../../components/sheet-load-state.tsx';
import { SheetSection } from '../../../components/sheet-section.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import { useFormatters } from '../../../lib/formatters.ts';
import { formatInstant } from '../../../lib/relative-time.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { maintenanceRequestQueryOptions } from '../api/maintenance-queries.ts';
import { canSeeMaintenanceCost, isMaintenanceManager } from '../maintenance-roles.ts';
import { CommentForm, CommentList } from './comment-thread.tsx';
import { MaintenanceStatusBadge, PriorityBadge } from './maintenance-badges.tsx';
import { RecordExpenseButton } from './record-expense-button.tsx';
import { RequestActions } from './request-actions.tsx';
import { AssignmentControls, CostForm } from './request-management.tsx';
import { RequestPhotos } from './request-photos.tsx';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** A finished job's cost, and 'Record as expense' so it shows in the property's expenses. */
function CompletedCost({ request }: { request: TMaintenanceRequestDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (request.status !== 'completed' || request.costMinor === null) return null;
  return (
    <Alert variant="success">
      <Receipt aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-medium">
          {t('maintenance.detail.finalCost', { amount: format.money(request.costMinor, request.currency) })}
        </p>
        <RecordExpenseButton request={request}>
          <p className="text-foreground/80">
            {t('maintenance.detail.expenseNote', { property: request.property.name })}
          </p>
        </RecordExpenseButton>
      </div>
    </Alert>
  );
}

function RequestDetail({
  request,
  role,
  viewerId,
}: {
  request: TMaintenanceRequestDetail;
  role: TRole | null;
  viewerId: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? 'en';
  const isManager = isMaintenanceManager(role);
  const isActive = request.status === 'open' || request.status === 'in_progress';
  const place = request.unit
    ? t('maintenance.placeWithUnit', { property: request.property.name, unit: request.unit.label })
    : request.property.name;

  return (
    <>
      <SheetHeader className="border-b">
        <SheetTitle className="text-lg leading-snug break-words">{request.title}</SheetTitle>
        <SheetDescription>{place}</SheetDescription>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <MaintenanceStatusBadge role={role} status={request.status} />
          <PriorityBadge priority={request.priority} />
        </div>
        <div className="mt-3 empty:hidden">
          <RequestActions request={request} role={role} />
        </div>
      </SheetHeader>

      <div className="grid flex-1 content-start gap-6 overflow-y-auto p-4 pb-8">
        <SheetSection title={t('maintenance.detail.description')}>
          <p className="text-sm whitespace-pre-wrap break-words">{request.description}</p>
        </SheetSection>

        <SheetSection title={t('maintenance.detail.details')}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Term label={t('maintenance.form.category')}>{t(`maintenance.categories.${request.category}`)}</Term>
            <Term label={t('maintenance.detail.reportedBy')}>
              {request.reportedBy?.name || t('maintenance.detail.formerMember')}
            </Term>
            <Term label={t('maintenance.detail.reportedOn')}>{formatInstant(request.createdAt, language)}</Term>
            <Term label={t('maintenance.detail.updatedOn')}>{formatInstant(request.updatedAt, language)}</Term>
            {isManager ? null : (
              <Term label={t('maintenance.detail.assignedTo')}>
                {request.assignedTo?.name ?? t('maintenance.unassigned')}
              </Term>
            )}
            {request.completedAt ? (
              <Term label={t('maintenance.detail.completedOn')}>{formatInstant(request.completedAt, language)}</Term>
            ) : null}
            {canSeeMaintenanceCost(role) && request.costMinor !== null ? (
              <Term label={t('maintenance.detail.cost')}>{format.money(request.costMinor, request.currency)}</Term>
            ) : null}
          </dl>
        </SheetSection>

        {isManager ? <CompletedCost request={request} /> : null}

        {isManager ? (
          <SheetSection title={t('maintenance.detail.manage')}>
            <AssignmentControls request={request} />
          </SheetSection>
        ) : null}

        {canSeeMaintenanceCost(role) ? (
          <SheetSection title={t('maintenance.detail.cost')}>
            <CostForm request={request} />
          </SheetSection>
        ) : null}

        <SheetSection title={t('maintenance.detail.photos')}>
          <RequestPhotos requestId={request.id} title={request.title} photos={request.photos} canAdd={isActive} />
        </SheetSection>

        <SheetSection title={t('maintenance.detail.comments')}>
          <CommentList comments={request.comments} viewerId={viewerId} />
          <CommentForm requestId={request.id} isNote={role === 'maintenance'} />
        </SheetSection>
      </div>
    </>
  );
}

function RequestDetailLoader({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const { role, user } = useAuth();
  const request = useQuery(maintenanceRequestQueryOptions(requestId));

  if (request.isPending) return <SheetLoading title={t('maintenance.detail.title')} />;
  if (request.isError) {
    return (
      <SheetLoadFailed
        title={t('maintenance.detail.title')}
        failedTitle={t('maintenance.detail.loadFailed')}
        error={request.error}
        onRetry={() => void request.refetch()}
      />
    );
  }
  return <RequestDetail request={request.data} role={role} viewerId={user?.id} />;
}

export type TRequestDetailSheetProps = {
  /** The request shown; null closes the sheet. */
  requestId: string | null;
  onOpenChange: (open: boolean) => void;
};

/** A request's details, status actions for the role, management, cost, photos and comments, in a side sheet. */
export function RequestDetailSheet({ requestId, onOpenChange }: TRequestDetailSheetProps) {
  // Keep showing the last request while the sheet animates closed.
  const [shownId, setShownId] = useState(requestId);
  useEffect(() => {
    if (requestId) setShownId(requestId);
  }, [requestId]);

  return (
    <Sheet open={requestId !== null} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-xl bg-background sm:w-[36rem]">
        {shownId ? <RequestDetailLoader key={shownId} requestId={shownId} /> : null}
      </SheetContent>
    </Sheet>
  );
}
