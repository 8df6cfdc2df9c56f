import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** Facebook groups live on the AI posting page (`/ai-posting#groups`); Settings points there. */
export function FacebookGroupsSection() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('posting.settingsLink.title')}</CardTitle>
        <CardDescription>{t('posting.settingsLink.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ButtonLink to="/ai-posting#groups" variant="outline">
          <Users aria-hidden="true" />
          {t('posting.settingsLink.action')}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
