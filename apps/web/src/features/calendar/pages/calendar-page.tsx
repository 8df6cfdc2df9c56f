import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

export function CalendarPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.calendar.title')} description={t('pages.calendar.description')} />
      <EmptyState
        icon={CalendarDays}
        title={t('pages.calendar.emptyTitle')}
        description={t('pages.calendar.emptyDescription')}
      />
    </>
  );
}
