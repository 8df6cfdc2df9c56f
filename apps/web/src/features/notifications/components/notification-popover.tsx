import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TIntentLoadedProps } from '../../../components/load-on-intent.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

const NotificationPanel = lazy(async () => ({
  default: (await import('./notification-panel.tsx')).NotificationPanel,
}));

/** The bell's panel with the latest notifications, loaded when the user reaches for the bell (see `NotificationBell`). */
export function NotificationPopover({ trigger, defaultOpen }: TIntentLoadedProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(defaultOpen);
  const titleId = useId();
  return (
    <Popover open={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        aria-labelledby={titleId}
        className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
      >
        <Suspense
          fallback={
            <div className="flex justify-center p-6">
              <Spinner label={t('common.loading')} />
            </div>
          }
        >
          <NotificationPanel titleId={titleId} onClose={() => setOpen(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
