import { Ban, BedDouble, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** Under a calendar: what is selected, in words, then Book, Block and (with a selection) Clear selection. */
export function SelectionActions({
  description,
  canAct,
  hasSelection,
  onBook,
  onBlock,
  onClear,
}: {
  description: string;
  canAct: boolean;
  hasSelection: boolean;
  onBook: () => void;
  onBlock: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="min-w-0 flex-1 text-sm text-muted-foreground" aria-live="polite">
        {description}
      </p>
      <Button size="sm" disabled={!canAct} onClick={onBook}>
        <BedDouble aria-hidden="true" />
        {t('shortTermRentals.calendar.book')}
      </Button>
      <Button size="sm" variant="outline" disabled={!canAct} onClick={onBlock}>
        <Ban aria-hidden="true" />
        {t('shortTermRentals.calendar.block')}
      </Button>
      {hasSelection ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          <X aria-hidden="true" />
          {t('shortTermRentals.calendar.clearSelection')}
        </Button>
      ) : null}
    </div>
  );
}
