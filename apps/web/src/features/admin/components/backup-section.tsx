import { Archive, Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SectionHeader } from './section-states.tsx';

/** The server's console backup route: the browser saves the archive it streams under the server's file name. */
const BACKUP_DOWNLOAD_URL = '/api/site-admin/backup';

/** Download backup: one archive of the database and every stored file, restored with `npm run restore`. */
export function BackupSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={t('siteAdmin.backup.title')}
        description={t('siteAdmin.backup.description')}
      />
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
          <Archive className="size-4.5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <p>{t('siteAdmin.backup.contents')}</p>
          <p className="text-muted-foreground">{t('siteAdmin.backup.restoreHint')}</p>
          <p className="text-muted-foreground">{t('siteAdmin.backup.auditNote')}</p>
        </div>
        <Button asChild className="shrink-0">
          <a href={BACKUP_DOWNLOAD_URL} download>
            <Download aria-hidden="true" />
            {t('siteAdmin.backup.download')}
          </a>
        </Button>
      </Card>
    </section>
  );
}
