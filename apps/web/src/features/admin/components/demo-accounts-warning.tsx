import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { demoAccountsQueryOptions } from '../api/site-admin-queries.ts';

/** In production, demo accounts (published password) are open doors: the console says so on every section. */
export function DemoAccountsWarning({ onShowUsers }: { onShowUsers: () => void }) {
  const { t } = useTranslation();
  const status = useQuery(demoAccountsQueryOptions());
  if (!status.data?.isProduction || status.data.activeCount === 0) return null;
  return (
    <Alert variant="warning" role="alert" className="mb-6 items-start">
      <TriangleAlert aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">{t('siteAdmin.demoWarning.title')}</p>
        <p>{t('siteAdmin.demoWarning.description', { count: status.data.activeCount })}</p>
      </div>
      <Button variant="outline" size="sm" className="shrink-0" onClick={onShowUsers}>
        {t('siteAdmin.demoWarning.showUsers')}
      </Button>
    </Alert>
  );
}
