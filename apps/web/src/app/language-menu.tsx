import { LANGUAGE_OPTIONS } from '@rentwell/contracts/profile-options';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
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

export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, setLanguage } = usePreferences();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('shell.language')} title={t('shell.language')}>
          <Languages className="size-[1.125rem]" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
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
