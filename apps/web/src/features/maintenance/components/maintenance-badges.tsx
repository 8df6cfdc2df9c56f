import type { TMaintenancePriority, TMaintenanceStatus } from '@rentwell/contracts/maintenance';
import type { TRole } from '@rentwell/contracts/roles';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { STATUS_VARIANTS, StatusBadge } from '../../../components/ui/status-badge.tsx';
import { statusShownTo } from '../maintenance-roles.ts';

/** A priority in its status colour, with a flag so it never reads as a status; announced as "Priority: High". */
export function PriorityBadge({ priority }: { priority: TMaintenancePriority }) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_VARIANTS[priority]}>
      <Flag className="size-3" aria-hidden="true" />
      <span className="sr-only">{t('maintenance.priorityLabel')}: </span>
      {t(`status.${priority}`)}
    </Badge>
  );
}

/** The request's status as the role reads it (tenants: pending, in progress, completed). */
export function MaintenanceStatusBadge({ role, status }: { role: TRole | null; status: TMaintenanceStatus }) {
  return <StatusBadge status={statusShownTo(role, status)} />;
}
