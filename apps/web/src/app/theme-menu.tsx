import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadOnIntent } from '../components/load-on-intent.tsx';
import { Button } from '../components/ui/button.tsx';
import { resolveTheme } from '../lib/preferences.ts';
import { usePreferences } from '../lib/use-preferences.ts';

const loadThemeMenu = async () => (await import('./theme-menu-popup.tsx')).ThemeMenuPopup;

export function ThemeMenu() {
  const { t } = useTranslation();
  const { theme } = usePreferences();
  const CurrentIcon = resolveTheme(theme) === 'dark' ? Moon : Sun;
  return (
    <LoadOnIntent
      popup="menu"
      load={loadThemeMenu}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('shell.theme')} title={t('shell.theme')}>
          <CurrentIcon className="size-[1.125rem]" aria-hidden="true" />
        </Button>
      }
    />
  );
}
