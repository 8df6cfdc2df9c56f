import { EXTENSION_VERSION } from '@rentwell/contracts/extension-messages';
import { Download, PlugZap, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import type { TExtensionStatus } from '../hooks/use-extension-status.ts';

const DOWNLOAD_URL = '/api/social-posting/extension.zip';

async function downloadExtension() {
  const response = await fetch(DOWNLOAD_URL, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`extension download: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `rentwell-extension-${EXTENSION_VERSION}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type TExtensionStatusCardProps = { status: TExtensionStatus; onRecheck: () => void };

/** Whether the browser extension is connected (with its version), or how to install it. */
export function ExtensionStatusCard({ status, onRecheck }: TExtensionStatusCardProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadExtension();
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <h2 id="extension-status-title" className="flex items-center gap-2 text-base font-semibold">
          <PlugZap aria-hidden="true" className="size-5 text-brand" />
          {t('posting.extension.title')}
        </h2>
        {status.state === 'connected' ? (
          <Badge variant="success">{t('posting.extension.connected', { version: status.version })}</Badge>
        ) : status.state === 'checking' ? (
          <Badge variant="info">{t('posting.extension.checking')}</Badge>
        ) : status.state === 'unsupported' ? (
          <Badge variant="warning">{t('posting.extension.unsupportedBadge')}</Badge>
        ) : (
          <Badge variant="danger">{t('posting.extension.notConnected')}</Badge>
        )}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div role="status" aria-live="polite" className="grid gap-1">
          {status.state === 'connected' ? (
            <p>{t('posting.extension.connectedDescription', { version: status.version })}</p>
          ) : status.state === 'checking' ? (
            <p className="text-muted-foreground">{t('posting.extension.checkingDescription')}</p>
          ) : status.state === 'unsupported' ? (
            <>
              <p className="font-medium">{t('posting.extension.unsupportedTitle')}</p>
              <p className="text-muted-foreground">{t('posting.extension.unsupportedDescription')}</p>
            </>
          ) : (
            <>
              <p className="font-medium">{t('posting.extension.notDetected')}</p>
              <p className="text-muted-foreground">{t('posting.extension.notDetectedDescription')}</p>
            </>
          )}
        </div>
        {status.state === 'missing' || status.state === 'unsupported' ? (
          <ol className="grid list-decimal gap-1 ps-5 text-muted-foreground">
            <li>{t('posting.extension.steps.download', { version: EXTENSION_VERSION })}</li>
            <li>{t('posting.extension.steps.unzip')}</li>
            <li>{t('posting.extension.steps.open')}</li>
            <li>{t('posting.extension.steps.developerMode')}</li>
            <li>{t('posting.extension.steps.loadUnpacked')}</li>
            <li>{t('posting.extension.steps.reload')}</li>
          </ol>
        ) : null}
        {downloadFailed ? <Alert variant="destructive">{t('posting.extension.downloadFailed')}</Alert> : null}
        {status.state !== 'checking' ? (
          <div className="flex flex-wrap gap-2">
            {status.state !== 'connected' ? (
              <Button onClick={download} disabled={downloading}>
                <Download aria-hidden="true" />
                {downloading ? t('posting.extension.downloading') : t('posting.extension.download')}
              </Button>
            ) : null}
            <Button variant="outline" onClick={onRecheck}>
              <RefreshCw aria-hidden="true" />
              {t('posting.extension.checkAgain')}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
