import type { TLanguage } from '@rentwell/contracts/profile';
import { LANGUAGE_OPTIONS, THEME_OPTIONS } from '@rentwell/contracts/profile-options';
import { Languages, SunMoon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select.tsx';
import { cn } from '../../../lib/class-names.ts';

const THEME_LABEL_KEYS = { light: 'shell.themeLight', dark: 'shell.themeDark', system: 'shell.themeSystem' } as const;

export type TLandingPreferenceSelectsProps = {
  language: TLanguage;
  /** Leave the theme picker out (the header has room for the language only). */
  showTheme?: boolean;
  className?: string;
};

/**
 * Language and theme pickers of the prerendered landing page: native selects, wired by `landing-main.ts` through
 * their `data-landing-*` attributes (a language change loads the page in that language; the theme applies at once).
 */
export function LandingPreferenceSelects({ language, showTheme = true, className }: TLandingPreferenceSelectsProps) {
  const { t } = useTranslation();
  const languageId = useId();
  const themeId = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={languageId} className="sr-only">
        {t('shell.language')}
      </label>
      <Languages className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <NativeSelect id={languageId} defaultValue={language} data-landing-language="">
        {LANGUAGE_OPTIONS.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </NativeSelect>
      {showTheme ? (
        <>
          <label htmlFor={themeId} className="sr-only">
            {t('shell.theme')}
          </label>
          <SunMoon className="ms-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <NativeSelect id={themeId} defaultValue="system" data-landing-theme="">
            {THEME_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(THEME_LABEL_KEYS[option])}
              </option>
            ))}
          </NativeSelect>
        </>
      ) : null}
    </div>
  );
}
