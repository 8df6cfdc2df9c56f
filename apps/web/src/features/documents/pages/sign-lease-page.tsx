import { Signature } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

export function SignLeasePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.signLease.title')} description={t('pages.signLease.description')} />
      <EmptyState
        icon={Signature}
        title={t('pages.signLease.emptyTitle')}
        description={t('pages.signLease.emptyDescription')}
      />
    </>
  );
}
