import { useQuery } from '@tanstack/react-query';
import { Clock, Database, HardDrive, type LucideIcon, Package, RefreshCw, Server } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatInstant } from '../../../lib/relative-time.ts';
import { systemHealthQueryOptions } from '../api/site-admin-queries.ts';
import { formatBytes, formatDuration } from '../console-format.ts';
import { SectionError, SectionHeader, SectionLoading } from './section-states.tsx';

function Fact({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  note?: string;
}) {
  return (
    <Card className="flex items-start gap-3 p-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
        <Icon className="size-4.5" aria-hidden="true" />
      </span>
      <dl className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="mt-0.5 text-lg leading-tight font-semibold tracking-tight break-words">{value}</dd>
        {note ? <dd className="mt-0.5 text-xs text-muted-foreground">{note}</dd> : null}
      </dl>
    </Card>
  );
}

/** The database (kind and size), the versions running and how long the server has been up. */
export function SystemHealthSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const health = useQuery(systemHealthQueryOptions());

  let content: ReactNode;
  if (health.isPending) {
    content = <SectionLoading rows={3} />;
  } else if (health.isError) {
    content = <SectionError error={health.error} onRetry={() => void health.refetch()} />;
  } else {
    const system = health.data;
    content = (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={health.isFetching}>
        <Fact
          icon={Database}
          label={t('siteAdmin.system.database')}
          value={t(`siteAdmin.system.databaseKinds.${system.database.kind}`)}
          note={t(`siteAdmin.system.databaseNotes.${system.database.kind}`)}
        />
        <Fact
          icon={HardDrive}
          label={t('siteAdmin.system.databaseSize')}
          value={formatBytes(system.database.sizeBytes, language)}
        />
        <Fact
          icon={Package}
          label={t('siteAdmin.system.appVersion')}
          value={system.appVersion ?? t('siteAdmin.system.unknownVersion')}
        />
        <Fact icon={Server} label={t('siteAdmin.system.nodeVersion')} value={system.nodeVersion} />
        <Fact
          icon={Clock}
          label={t('siteAdmin.system.uptime')}
          value={formatDuration(system.uptimeSeconds, language)}
          note={t('siteAdmin.system.startedAt', { date: formatInstant(system.startedAt, language) })}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={t('siteAdmin.system.title')} description={t('siteAdmin.system.description')}>
        <Button variant="outline" onClick={() => void health.refetch()} isLoading={health.isFetching}>
          {health.isFetching ? null : <RefreshCw aria-hidden="true" />}
          {t('siteAdmin.system.refresh')}
        </Button>
      </SectionHeader>
      {content}
    </section>
  );
}
