import type { TAnalyticsReportKind } from '@rentwell/contracts/analytics';
import { Download, FileText } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import type { TPeriodQuery } from '../../../lib/report-period.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadReport, saveFile, type TExportFormat, type TExportProgress } from '../api/report-export.ts';

export type TExportButtonsProps = {
  kind: TAnalyticsReportKind;
  /** Null while the period is incomplete: nothing to export yet. */
  period: TPeriodQuery | null;
};

/** A byte count as the language writes it: '512 B', '12 KB', '1.4 MB'. */
function useByteFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1024 * 1024
        ? [bytes / (1024 * 1024), 'megabyte']
        : bytes >= 1024
          ? [bytes / 1024, 'kilobyte']
          : [bytes, 'byte'];
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value);
  };
}

/**
 * Export CSV and Export PDF: the file downloads with `fetch` and a streamed reader, a progress bar follows it, and it
 * is saved under the server's file name. Both buttons wait while one export runs; a failure is a toast.
 */
export function ExportButtons({ kind, period }: TExportButtonsProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const formatBytes = useByteFormat();
  const progressLabelId = useId();
  const [running, setRunning] = useState<{ format: TExportFormat; progress: TExportProgress | null } | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const exportAs = async (fileFormat: TExportFormat) => {
    if (!period || running) return;
    const controller = new AbortController();
    abort.current = controller;
    setRunning({ format: fileFormat, progress: null });
    try {
      const { blob, filename } = await downloadReport({
        kind,
        format: fileFormat,
        period,
        language: i18n.resolvedLanguage ?? 'en',
        signal: controller.signal,
        onProgress: (progress) => setRunning({ format: fileFormat, progress }),
      });
      saveFile(blob, filename);
      toast.success(t('analytics.export.done'), { description: filename });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t('analytics.export.failed'), { description: getErrorMessage(t, error) });
    } finally {
      if (abort.current === controller) abort.current = null;
      setRunning(null);
    }
  };

  const progress = running?.progress ?? null;
  let progressText = t('analytics.export.starting');
  if (progress?.kind === 'percent') {
    progressText =
      progress.rowsReceived !== undefined && progress.totalRows !== undefined
        ? t('analytics.export.rows', {
            received: format.number(progress.rowsReceived),
            total: format.number(progress.totalRows),
          })
        : format.percent(progress.percent / 100);
  } else if (progress?.kind === 'bytes') {
    progressText = t('analytics.export.bytes', { size: formatBytes(progress.bytesReceived) });
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={!period || (running !== null && running.format !== 'csv')}
          isLoading={running?.format === 'csv'}
          onClick={() => void exportAs('csv')}
        >
          <Download aria-hidden="true" />
          {t('analytics.export.csv')}
        </Button>
        <Button
          variant="outline"
          disabled={!period || (running !== null && running.format !== 'pdf')}
          isLoading={running?.format === 'pdf'}
          onClick={() => void exportAs('pdf')}
        >
          <FileText aria-hidden="true" />
          {t('analytics.export.pdf')}
        </Button>
      </div>
      {running ? (
        <div className="grid w-full gap-1 sm:w-64" aria-live="polite">
          <p id={progressLabelId} className="text-xs text-muted-foreground">
            {t(running.format === 'csv' ? 'analytics.export.exportingCsv' : 'analytics.export.exportingPdf')} ·{' '}
            <span className="tabular-nums">{progressText}</span>
          </p>
          {progress?.kind === 'percent' ? (
            <Progress value={progress.percent} aria-labelledby={progressLabelId} />
          ) : (
            <div
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-labelledby={progressLabelId}
              aria-valuetext={progressText}
            >
              <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
