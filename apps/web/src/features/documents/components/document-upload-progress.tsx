import { useTranslation } from 'react-i18next';
import { Progress } from '../../../components/ui/progress.tsx';

/** "Uploading lease.pdf", the share sent, and the bar, as image uploads show theirs. */
export function DocumentUploadProgress({ name, fraction }: { name: string; fraction: number }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className="grid gap-2" role="status" aria-live="polite">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate">{t('documents.upload.uploading', { name })}</span>
        <span className="shrink-0 font-medium tabular-nums">{percent.format(fraction)}</span>
      </div>
      <Progress value={Math.round(fraction * 100)} aria-label={t('uploads.progressLabel', { name })} />
    </div>
  );
}
