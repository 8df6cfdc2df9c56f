import type { TMaintenanceRequest } from '@rentwell/contracts/maintenance';
import type { TRole } from '@rentwell/contracts/roles';
import { Camera, MapPin, MessageSquare, Tag, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatters.ts';
import { formatRelativeTime, useNow } from '../../../lib/relative-time.ts';
import { isMaintenanceManager } from '../maintenance-roles.ts';
import { MaintenanceStatusBadge, PriorityBadge } from './maintenance-badges.tsx';

export type TMaintenanceRequestListProps = {
  role: TRole | null;
  requests: readonly TMaintenanceRequest[];
  onOpen: (requestId: string) => void;
};

/** The requests as cards (one column on phones): title, status, priority, where, what, who and how recent. */
export function MaintenanceRequestList({ role, requests, onOpen }: TMaintenanceRequestListProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const now = useNow();
  const language = i18n.resolvedLanguage ?? 'en';
  const showsAssignee = isMaintenanceManager(role);

  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={t('maintenance.listLabel')}>
      {requests.map((request) => (
        <li key={request.id} className="min-w-0">
          <button
            type="button"
            onClick={() => onOpen(request.id)}
            aria-haspopup="dialog"
            className="flex h-full w-full flex-col gap-3 rounded-xl border bg-card p-4 text-start text-card-foreground shadow-xs transition-colors hover:border-ring/50 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring dark:shadow-none"
          >
            <span className="flex w-full items-start justify-between gap-3">
              <span className="min-w-0 font-medium leading-snug break-words">{request.title}</span>
              <MaintenanceStatusBadge role={role} status={request.status} />
            </span>
            <span className="line-clamp-2 w-full text-sm text-muted-foreground break-words">{request.description}</span>
            <span className="mt-auto flex w-full flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground [&_svg]:size-3.5 [&_svg]:shrink-0">
              <PriorityBadge priority={request.priority} />
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin aria-hidden="true" />
                <span className="truncate">
                  {request.unit
                    ? t('maintenance.placeWithUnit', { property: request.property.name, unit: request.unit.label })
                    : request.property.name}
                </span>
              </span>
              <span className="inline-flex items-center gap-1">
                <Tag aria-hidden="true" />
                {t(`maintenance.categories.${request.category}`)}
              </span>
              {showsAssignee ? (
                <span className="inline-flex items-center gap-1">
                  <UserRound aria-hidden="true" />
                  {request.assignedTo ? request.assignedTo.name : t('maintenance.unassigned')}
                </span>
              ) : null}
              {request.commentCount > 0 ? (
                <span className="inline-flex items-center gap-1">
                  <MessageSquare aria-hidden="true" />
                  <span className="sr-only">{t('maintenance.commentCount')}: </span>
                  {format.number(request.commentCount)}
                </span>
              ) : null}
              {request.photos.length > 0 ? (
                <span className="inline-flex items-center gap-1">
                  <Camera aria-hidden="true" />
                  <span className="sr-only">{t('maintenance.photoCount')}: </span>
                  {format.number(request.photos.length)}
                </span>
              ) : null}
              <time dateTime={request.createdAt} className="ms-auto">
                {t('maintenance.reportedAgo', { time: formatRelativeTime(request.createdAt, language, now) })}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
