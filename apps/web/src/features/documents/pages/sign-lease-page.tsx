import { Signature } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../../components/not-built-yet.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function SignLeasePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.signLease.title')} description={t('pages.signLease.description')} />
      <NotBuiltYet
        icon={Signature}
        title={t('pages.signLease.comingTitle')}
        description={t('pages.signLease.comingDescription')}
      />
    </>
  );
}
