import { THEME_OPTIONS as THEMES } from '@rentwell/contracts/profile-options';
import { Monitor, Moon, Sun } from 'lucide-react';
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
import { isTheme, resolveTheme } from '../lib/preferences.ts';
import { usePreferences } from '../lib/use-preferences.ts';

const THEME_OPTIONS = {
  light: { labelKey: 'shell.themeLight', icon: Sun },
  dark: { labelKey: 'shell.themeDark', icon: Moon },
  system: { labelKey: 'shell.themeSystem', icon: Monitor },
} as const;

export function ThemeMenu() {
  const { t } = useTranslation();
  const { theme, setTheme } = usePreferences();
  const CurrentIcon = resolveTheme(theme) === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('shell.theme')} title={t('shell.theme')}>
          <CurrentIcon className="size-[1.125rem]" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('shell.theme')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={theme}
          onValueChange={(value) => {
            if (isTheme(value)) setTheme(value);
          }}
        >
          {THEMES.map((option) => {
            const { labelKey, icon: Icon } = THEME_OPTIONS[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <Icon aria-hidden="true" />
                {t(labelKey)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
