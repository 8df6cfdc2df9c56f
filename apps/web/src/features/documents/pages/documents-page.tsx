import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../../components/not-built-yet.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.documents.title')} description={t('pages.documents.description')} />
      <NotBuiltYet
        icon={FileText}
        title={t('pages.documents.comingTitle')}
        description={t('pages.documents.comingDescription')}
      />
    </>
  );
}
