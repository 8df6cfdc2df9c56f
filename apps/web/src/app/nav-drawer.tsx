import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TIntentLoadedProps } from '../components/load-on-intent.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../components/ui/sheet.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

/** The navigation drawer below `lg`, loaded when the user reaches for the menu button (see `AppLayout`). */
export function NavDrawer({ trigger, defaultOpen }: TIntentLoadedProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="left">
        <SheetTitle className="sr-only">{t('nav.menuTitle')}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
        <SidebarNav onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
