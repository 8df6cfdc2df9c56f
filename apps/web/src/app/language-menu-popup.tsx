import { LANGUAGE_OPTIONS } from '@rentwell/contracts/profile-options';
import { useTranslation } from 'react-i18next';
import type { TIntentLoadedProps } from '../components/load-on-intent.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx';
import { isSupportedLanguage } from '../i18n/languages.ts';
import { usePreferences } from '../lib/use-preferences.ts';

/** The language menu itself, loaded when the user reaches for its button (see `LanguageMenu`). */
export function LanguageMenuPopup({ trigger, defaultOpen }: TIntentLoadedProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = usePreferences();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('shell.language')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => {
            if (isSupportedLanguage(value)) setLanguage(value);
          }}
        >
          {LANGUAGE_OPTIONS.map((lng) => (
            <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
              {t(`languages.${lng}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
