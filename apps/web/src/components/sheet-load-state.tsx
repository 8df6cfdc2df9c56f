import { useTranslation } from 'react-i18next';
import { LoadFailedState } from './load-failed-state.tsx';
import { SheetDescription, SheetHeader, SheetTitle } from './ui/sheet.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** A detail sheet while its record loads: the sheet's title, and placeholders announced as loading. */
export function SheetLoading({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <SheetHeader>
        <SheetTitle>{title}</SheetTitle>
        <SheetDescription className="sr-only">{t('common.loading')}</SheetDescription>
      </SheetHeader>
      <div className="grid gap-3 px-4" role="status" aria-label={t('common.loading')}>
        <Skeleton className="h-24 rounded-lg" />
        <Skeleton className="h-40 rounded-lg" />
      </div>
    </>
  );
}

export type TSheetLoadFailedProps = {
  title: string;
  /** What could not be loaded: 'The lease could not be loaded'. */
  failedTitle: string;
  error: unknown;
  onRetry: () => void;
};

/** A detail sheet whose record could not be loaded: the translated reason and Retry. */
export function SheetLoadFailed({ title, failedTitle, error, onRetry }: TSheetLoadFailedProps) {
  return (
    <>
      <SheetHeader>
        <SheetTitle>{title}</SheetTitle>
        <SheetDescription className="sr-only">{failedTitle}</SheetDescription>
      </SheetHeader>
      <div className="px-4">
        <LoadFailedState headingLevel="h3" title={failedTitle} error={error} onRetry={onRetry} />
      </div>
    </>
  );
}
