import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../../components/not-built-yet.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function CalendarPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.calendar.title')} description={t('pages.calendar.description')} />
      <NotBuiltYet
        icon={CalendarDays}
        title={t('pages.calendar.comingTitle')}
        description={t('pages.calendar.comingDescription')}
      />
    </>
  );
}
