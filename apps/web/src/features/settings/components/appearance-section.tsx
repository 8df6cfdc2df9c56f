import { LANGUAGE_OPTIONS, THEME_OPTIONS } from '@rentwell/contracts/profile-options';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { isSupportedLanguage } from '../../../i18n/languages.ts';
import { cn } from '../../../lib/class-names.ts';
import { toast } from '../../../lib/toast.ts';
import { usePreferences } from '../../../lib/use-preferences.ts';
import { DISPLAY_SCALE_OPTIONS, saveDisplayScaleWithToast } from '../display-scale.ts';

const THEME_CHOICES = {
  light: { labelKey: 'shell.themeLight', icon: Sun },
  dark: { labelKey: 'shell.themeDark', icon: Moon },
  system: { labelKey: 'shell.themeSystem', icon: Monitor },
} as const;

export function AppearanceSection() {
  const { t } = useTranslation();
  const { theme, displayScale, language, setTheme, setDisplayScale, setLanguage } = usePreferences();
  const themeLabelId = useId();
  const scaleId = useId();
  const scaleHintId = useId();
  const languageId = useId();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.appearance.title')}</CardTitle>
        <CardDescription>{t('settings.appearance.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <span id={themeLabelId} className="text-sm leading-none font-medium">
            {t('settings.appearance.theme')}
          </span>
          <div role="radiogroup" aria-labelledby={themeLabelId} className="grid grid-cols-3 gap-2 sm:max-w-md">
            {THEME_OPTIONS.map((option) => {
              const { labelKey, icon: Icon } = THEME_CHOICES[option];
              const isSelected = theme === option;
              return (
                <label
                  key={option}
                  className={cn(
                    'flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border bg-background px-3 py-3 text-sm font-medium transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                    isSelected ? 'border-primary bg-brand-soft/60 text-brand ring-1 ring-primary' : 'hover:bg-accent',
                  )}
                >
                  <input
                    type="radio"
                    name="theme"
                    value={option}
                    checked={isSelected}
                    onChange={() => setTheme(option)}
                    className="sr-only"
                  />
                  <Icon className="size-5" aria-hidden="true" />
                  {t(labelKey)}
                </label>
              );
            })}
          </div>
        </div>

        <div className="grid gap-6 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={scaleId}>{t('settings.appearance.interfaceSize')}</Label>
            <Select
              value={String(displayScale)}
              onValueChange={(value) => {
                void saveDisplayScaleWithToast(Number(value), setDisplayScale, t, toast);
              }}
            >
              <SelectTrigger id={scaleId} aria-describedby={scaleHintId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DISPLAY_SCALE_OPTIONS.map((option) => (
                  <SelectItem key={option.key} value={String(option.factor)}>
                    {t(option.labelKey)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p id={scaleHintId} className="text-xs text-muted-foreground">
              {t('settings.appearance.interfaceSizeHint')}
            </p>
          </div>

          <div className="grid content-start gap-2">
            <Label htmlFor={languageId}>{t('settings.appearance.language')}</Label>
            <Select
              value={language}
              onValueChange={(value) => {
                if (isSupportedLanguage(value)) setLanguage(value);
              }}
            >
              <SelectTrigger id={languageId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LANGUAGE_OPTIONS.map((lng) => (
                  <SelectItem key={lng} value={lng} lang={lng}>
                    {t(`languages.${lng}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
