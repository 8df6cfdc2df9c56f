import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

export function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.documents.title')} description={t('pages.documents.description')} />
      <EmptyState
        icon={FileText}
        title={t('pages.documents.emptyTitle')}
        description={t('pages.documents.emptyDescription')}
      />
    </>
  );
}
