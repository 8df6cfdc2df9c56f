import { LANGUAGE_OPTIONS, THEME_OPTIONS } from '@rentwell/contracts/profile-options';
import { Languages, SunMoon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage } from '../i18n/languages.ts';
import { cn } from '../lib/class-names.ts';
import { isTheme } from '../lib/preferences.ts';
import { usePreferences } from '../lib/use-preferences.ts';
import { NativeSelect } from './native-select.tsx';

const THEME_LABEL_KEYS = { light: 'shell.themeLight', dark: 'shell.themeDark', system: 'shell.themeSystem' } as const;

/** Compact language and theme pickers for public pages (landing, auth): native selects, no menu library. */
export function PreferenceSelects({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, theme, setLanguage, setTheme } = usePreferences();
  const languageId = useId();
  const themeId = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={languageId} className="sr-only">
        {t('shell.language')}
      </label>
      <Languages className="size-4 text-muted-foreground" aria-hidden="true" />
      <NativeSelect
        id={languageId}
        value={language}
        onChange={(event) => {
          if (isSupportedLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {LANGUAGE_OPTIONS.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </NativeSelect>
      <label htmlFor={themeId} className="sr-only">
        {t('shell.theme')}
      </label>
      <SunMoon className="ms-1 size-4 text-muted-foreground" aria-hidden="true" />
      <NativeSelect
        id={themeId}
        value={theme}
        onChange={(event) => {
          if (isTheme(event.target.value)) setTheme(event.target.value);
        }}
      >
        {THEME_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(THEME_LABEL_KEYS[option])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
