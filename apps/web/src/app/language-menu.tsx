import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadOnIntent } from '../components/load-on-intent.tsx';
import { Button } from '../components/ui/button.tsx';

const loadLanguageMenu = async () => (await import('./language-menu-popup.tsx')).LanguageMenuPopup;

export function LanguageMenu() {
  const { t } = useTranslation();
  return (
    <LoadOnIntent
      popup="menu"
      load={loadLanguageMenu}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('shell.language')} title={t('shell.language')}>
          <Languages className="size-[1.125rem]" aria-hidden="true" />
        </Button>
      }
    />
  );
}
