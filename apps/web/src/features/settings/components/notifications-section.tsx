import type { TProfile } from '@rentwell/contracts/profile';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useSaveSetting } from '../use-save-setting.ts';
import { SettingSwitch } from './setting-switch.tsx';

type TTypeToggle = 'notifyPaymentReminders' | 'notifyMaintenanceUpdates' | 'notifyLeaseReminders';

const TYPE_TOGGLES: readonly { field: TTypeToggle; key: 'payments' | 'maintenance' | 'leases' }[] = [
  { field: 'notifyPaymentReminders', key: 'payments' },
  { field: 'notifyMaintenanceUpdates', key: 'maintenance' },
  { field: 'notifyLeaseReminders', key: 'leases' },
];

/**
 * Which notifications also come by email: a master switch, then one per kind (the server sends an email copy only
 * when both are on). Each change is saved at once.
 */
export function NotificationsSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const save = useSaveSetting();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.notifications.title')}</CardTitle>
        <CardDescription>{t('settings.notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <SettingSwitch
          label={t('settings.notifications.email')}
          description={t('settings.notifications.emailDescription')}
          checked={profile.notifyByEmail}
          onCheckedChange={(checked) => save({ notifyByEmail: checked })}
        />
        <div className="grid gap-5 border-s-2 ps-4 sm:ms-1">
          {TYPE_TOGGLES.map(({ field, key }) => (
            <SettingSwitch
              key={field}
              label={t(`settings.notifications.${key}`)}
              description={t(`settings.notifications.${key}Description`)}
              checked={profile[field]}
              disabled={!profile.notifyByEmail}
              onCheckedChange={(checked) => save({ [field]: checked })}
            />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
