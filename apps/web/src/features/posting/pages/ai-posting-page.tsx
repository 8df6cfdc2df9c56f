import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../../components/not-built-yet.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function AiPostingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.aiPosting.title')} description={t('pages.aiPosting.description')} />
      <NotBuiltYet
        icon={Megaphone}
        title={t('pages.aiPosting.comingTitle')}
        description={t('pages.aiPosting.comingDescription')}
      />
    </>
  );
}
