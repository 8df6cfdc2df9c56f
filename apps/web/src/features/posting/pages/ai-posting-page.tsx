import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { groupListQueryOptions } from '../api/posting-queries.ts';
import { ExtensionStatusCard } from '../components/extension-status-card.tsx';
import { GroupsSection } from '../components/groups-section.tsx';
import { PostComposer } from '../components/post-composer.tsx';
import { PostsSection } from '../components/posts-section.tsx';
import { useExtensionRelay } from '../hooks/use-extension-relay.ts';
import { useExtensionStatus } from '../hooks/use-extension-status.ts';

/**
 * `/ai-posting`: the browser extension's status, the post composer and share dialog, my posts (scheduled ones are
 * handed to the extension when due while this page is open) and my Facebook groups (`#groups`).
 */
export function AiPostingPage() {
  const { t } = useTranslation();
  const { me } = useAuth({ enabled: false });
  const { hash } = useLocation();
  const { status, recheck } = useExtensionStatus();
  const groups = useQuery(groupListQueryOptions());
  const connected = status.state === 'connected';
  useExtensionRelay(connected);

  useEffect(() => {
    if (hash === '#groups' && groups.isSuccess) document.getElementById('groups')?.scrollIntoView();
  }, [hash, groups.isSuccess]);

  return (
    <>
      <PageHeader title={t('pages.aiPosting.title')} description={t('pages.aiPosting.description')} />
      <div className="grid gap-6">
        <ExtensionStatusCard status={status} onRecheck={recheck} />
        <PostComposer
          groups={groups.data?.items ?? []}
          extensionConnected={connected}
          timeZone={me?.organization?.timeZone ?? 'UTC'}
        />
        <PostsSection />
        <GroupsSection />
      </div>
    </>
  );
}
