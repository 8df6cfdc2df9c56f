import type { TRole } from '@rentwell/contracts/roles';
import { useTranslation } from 'react-i18next';
import { Badge } from '../components/ui/badge.tsx';

/** The role as users see it: `admin` is labelled Landlord (SPEC §2). */
export function RoleLabel({ role, className }: { role: TRole | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="brand" className={className}>
      {role ? t(`roles.${role}`) : t('roles.unknown')}
    </Badge>
  );
}
