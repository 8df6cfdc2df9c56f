import type { TProfile } from '@rentwell/contracts/profile';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { currencyOptions } from '../currency-options.ts';
import { useSaveSetting } from '../use-save-setting.ts';
import { SettingSwitch } from './setting-switch.tsx';

export type TWorkspaceSectionProps = {
  profile: TProfile;
  /** Short-term rentals are a landlord's and manager's business: the switch shows only for them. */
  showShortTermRentals: boolean;
};

/** The calculators' currency and the short-term rental mode; each change is saved and applied at once. */
export function WorkspaceSection({ profile, showShortTermRentals }: TWorkspaceSectionProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveSetting();
  const currencyId = useId();
  const hintId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const options = useMemo(
    () => currencyOptions(language, profile.preferredCurrency),
    [language, profile.preferredCurrency],
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.workspace.title')}</CardTitle>
        <CardDescription>{t('settings.workspace.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2 sm:max-w-sm">
          <label htmlFor={currencyId} className="text-sm leading-none font-medium">
            {t('settings.workspace.currency')}
          </label>
          <NativeSelect
            id={currencyId}
            aria-describedby={hintId}
            value={profile.preferredCurrency}
            onChange={(event) => save({ preferredCurrency: event.target.value })}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <p id={hintId} className="text-xs text-muted-foreground">
            {t('settings.workspace.currencyHint')}
          </p>
        </div>
        {showShortTermRentals ? (
          <SettingSwitch
            label={t('settings.workspace.shortTermRentals')}
            description={t('settings.workspace.shortTermRentalsDescription')}
            checked={profile.shortTermRentalMode}
            onCheckedChange={(checked) => save({ shortTermRentalMode: checked })}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
