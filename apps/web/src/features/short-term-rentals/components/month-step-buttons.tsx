import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** Previous and next month, mirrored right-to-left. */
export function MonthStepButtons({ onStep }: { onStep: (step: -1 | 1) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        onClick={() => onStep(-1)}
        aria-label={t('shortTermRentals.calendar.previous')}
      >
        <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
      </Button>
      <Button variant="outline" size="icon" onClick={() => onStep(1)} aria-label={t('shortTermRentals.calendar.next')}>
        <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
      </Button>
    </div>
  );
}
