import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LockKeyholeOpen } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { formatInstant, formatRelativeTime, useNow } from '../../../lib/relative-time.ts';
import { lockStatusQueryOptions, siteAdminKeys } from '../api/site-admin-queries.ts';
import { BackupSection } from '../components/backup-section.tsx';
import { ContactSubmissionsSection } from '../components/contact-submissions-section.tsx';
import { DemoAccountsWarning } from '../components/demo-accounts-warning.tsx';
import { JobsSection } from '../components/jobs-section.tsx';
import { MailOutboxSection } from '../components/mail-outbox-section.tsx';
import { OrganizationsSection } from '../components/organizations-section.tsx';
import { SectionError, SectionLoading } from '../components/section-states.tsx';
import { SiteUsersSection } from '../components/site-users-section.tsx';
import { SystemHealthSection } from '../components/system-health-section.tsx';
import { UnlockConsoleForm } from '../components/unlock-console-form.tsx';

const SECTIONS = ['organizations', 'users', 'contact', 'mail', 'jobs', 'system'] as const;
type TSection = (typeof SECTIONS)[number];

/** When the unlock runs out the console locks again by itself: the lock status is fetched anew at that moment. */
function useLockAtExpiry(unlockedUntil: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unlockedUntil) return;
    const delay = Math.max(0, new Date(unlockedUntil).getTime() - Date.now()) + 1000;
    const timer = window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: siteAdminKeys.all });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [unlockedUntil, queryClient]);
}

function UnlockedUntil({ instant }: { instant: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const now = useNow();
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-success/25 bg-success-soft px-3 py-1.5 text-xs font-medium text-success">
      <LockKeyholeOpen className="size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {t('siteAdmin.unlockedUntil', {
          time: formatInstant(instant, language),
          relative: formatRelativeTime(instant, language, now),
        })}
      </span>
    </p>
  );
}

function Console() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const section: TSection = SECTIONS.find((candidate) => candidate === params.get('section')) ?? 'organizations';
  const [usersOrganization, setUsersOrganization] = useState<{ id: string; name: string } | null>(null);

  const openSection = (next: TSection) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'organizations') updated.delete('section');
        else updated.set('section', next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <>
      <DemoAccountsWarning onShowUsers={() => openSection('users')} />
      <Tabs value={section} onValueChange={(value) => openSection(SECTIONS.find((s) => s === value) ?? section)}>
        <TabsList className="w-full justify-start sm:w-auto">
          {SECTIONS.map((candidate) => (
            <TabsTrigger key={candidate} value={candidate}>
              {t(`siteAdmin.sections.${candidate}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="organizations" className="mt-6">
          <OrganizationsSection
            onShowUsers={(organization) => {
              setUsersOrganization({ id: organization.id, name: organization.name });
              openSection('users');
            }}
          />
        </TabsContent>
        <TabsContent value="users" className="mt-6">
          <SiteUsersSection organization={usersOrganization} onClearOrganization={() => setUsersOrganization(null)} />
        </TabsContent>
        <TabsContent value="contact" className="mt-6">
          <ContactSubmissionsSection />
        </TabsContent>
        <TabsContent value="mail" className="mt-6">
          <MailOutboxSection />
        </TabsContent>
        <TabsContent value="jobs" className="mt-6">
          <JobsSection />
        </TabsContent>
        <TabsContent value="system" className="mt-6 space-y-8">
          <SystemHealthSection />
          <BackupSection />
        </TabsContent>
      </Tabs>
    </>
  );
}

/**
 * `/site-admin` (site_admin only): first the unlock form (own email and the site-admin secret key), then the console
 * until the unlock expires.
 */
export function SiteAdminPage() {
  const { t } = useTranslation();
  const lock = useQuery(lockStatusQueryOptions());
  const isUnlocked = lock.data?.isUnlocked === true;
  useLockAtExpiry(isUnlocked ? lock.data?.unlockedUntil : null);

  let content: ReactNode;
  if (lock.isPending) {
    content = <SectionLoading rows={3} />;
  } else if (lock.isError) {
    content = <SectionError error={lock.error} onRetry={() => void lock.refetch()} />;
  } else if (!lock.data.isUnlocked) {
    content = <UnlockConsoleForm isKeyConfigured={lock.data.isKeyConfigured} />;
  } else {
    content = <Console />;
  }

  return (
    <>
      <PageHeader
        title={t('pages.siteAdmin.title')}
        description={isUnlocked ? t('pages.siteAdmin.description') : t('siteAdmin.lockedDescription')}
        actions={isUnlocked && lock.data?.unlockedUntil ? <UnlockedUntil instant={lock.data.unlockedUntil} /> : null}
      />
      {content}
    </>
  );
}
