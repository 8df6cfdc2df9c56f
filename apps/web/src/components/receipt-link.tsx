import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../lib/formatters.ts';
import { Button } from './ui/button.tsx';

/** Downloads a payment's receipt; screen readers hear which payment it is for. */
export function ReceiptLink({ url, paidOn }: { url: string; paidOn: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Button variant="ghost" size="sm" asChild>
      <a href={url} download>
        <Download aria-hidden="true" />
        {t('charges.receipt')} <span className="sr-only">{t('charges.receiptFor', { date: format.date(paidOn) })}</span>
      </a>
    </Button>
  );
}
