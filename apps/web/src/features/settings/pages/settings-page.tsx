import { hasPermission } from '@rentwell/domain/role-permissions';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { AppearanceSection } from '../components/appearance-section.tsx';
import { EmailSection } from '../components/email-section.tsx';
import { FacebookGroupsSection } from '../components/facebook-groups-section.tsx';
import { LetterTemplatesSection } from '../components/letter-templates-section.tsx';
import { NotificationsSection } from '../components/notifications-section.tsx';
import { OnlinePaymentsSection } from '../components/online-payments-section.tsx';
import { OrganizationSection } from '../components/organization-section.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { RentRulesSection } from '../components/rent-rules-section.tsx';
import { SecuritySection } from '../components/security-section.tsx';
import { WorkspaceSection } from '../components/workspace-section.tsx';

/**
 * `/settings` (any signed-in user): profile, appearance, notifications, the organization's currency, rent rules and
 * letter templates (admins), the calculators' currency and features, sign-in.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { profile, role, organization } = useAuth();
  const isManager = role !== null && hasPermission(role, 'properties:write');
  // The calculators' currency and the features are for the organization's people, not its tenants.
  const showsWorkspace = isManager || (organization !== null && role !== 'tenant');
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <div className="grid max-w-3xl gap-6">
        <ProfileSection />
        <AppearanceSection />
        {profile ? <NotificationsSection profile={profile} /> : null}
        {role !== null && hasPermission(role, 'organization:manage') && organization ? (
          <>
            <OrganizationSection organization={organization} />
            <RentRulesSection />
            <OnlinePaymentsSection />
            <LetterTemplatesSection />
          </>
        ) : null}
        {profile && showsWorkspace ? <WorkspaceSection profile={profile} showShortTermRentals={isManager} /> : null}
        {role !== null && hasPermission(role, 'posting:manage') ? <FacebookGroupsSection /> : null}
        <EmailSection />
        <SecuritySection />
      </div>
    </>
  );
}
