import { THEME_OPTIONS as THEMES } from '@rentwell/contracts/profile-options';
import { Monitor, Moon, Sun } from 'lucide-react';
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
import { isTheme } from '../lib/preferences.ts';
import { usePreferences } from '../lib/use-preferences.ts';

const THEME_OPTIONS = {
  light: { labelKey: 'shell.themeLight', icon: Sun },
  dark: { labelKey: 'shell.themeDark', icon: Moon },
  system: { labelKey: 'shell.themeSystem', icon: Monitor },
} as const;

/** The theme menu itself, loaded when the user reaches for its button (see `ThemeMenu`). */
export function ThemeMenuPopup({ trigger, defaultOpen }: TIntentLoadedProps) {
  const { t } = useTranslation();
  const { theme, setTheme } = usePreferences();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
