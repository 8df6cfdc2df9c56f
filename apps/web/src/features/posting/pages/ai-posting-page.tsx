import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

export function AiPostingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.aiPosting.title')} description={t('pages.aiPosting.description')} />
      <EmptyState
        icon={Megaphone}
        title={t('pages.aiPosting.emptyTitle')}
        description={t('pages.aiPosting.emptyDescription')}
      />
    </>
  );
}
