import type { TFacebookGroup } from '@rentwell/contracts/social-posting';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { dateTimeFormat } from '../../../lib/localized-intl.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useUpdateGroup } from '../api/posting-mutations.ts';

export type TGroupRowProps = { group: TFacebookGroup; onEdit: () => void; onDelete: () => void };

/** One Facebook group: its link, category, active switch, post count and last post, edit and delete. */
export function GroupRow({ group, onEdit, onDelete }: TGroupRowProps) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const switchId = useId();
  const update = useUpdateGroup();
  const { me } = useAuth({ enabled: false });
  const instants = dateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: me?.organization?.timeZone ?? 'UTC',
  });

  const toggle = (active: boolean) =>
    update.mutate(
      { groupId: group.id, patch: { active } },
      {
        onSuccess: () => toast.success(active ? t('posting.groups.activated') : t('posting.groups.deactivated')),
        onError: (error) => toast.error(getErrorMessage(t, error)),
      },
    );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={nameId} className="font-medium break-words">
            {group.name}
          </h3>
          {group.category ? <Badge variant="outline">{group.category}</Badge> : null}
          {group.active ? null : <Badge variant="neutral">{t('posting.groups.inactive')}</Badge>}
        </div>
        <a
          href={group.url}
          target="_blank"
          rel="noopener noreferrer"
          dir="ltr"
          className="inline-flex w-fit max-w-full items-center gap-1 text-sm text-brand underline-offset-4 hover:underline"
        >
          <span className="min-w-0 truncate">{group.url}</span>
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">{t('posting.groups.opensInNewTab')}</span>
        </a>
        <p className="text-sm text-muted-foreground">
          {t('posting.groups.postCount', { count: group.postCount })}
          {' · '}
          {group.lastPostedAt
            ? t('posting.groups.lastPosted', { date: instants.format(new Date(group.lastPostedAt)) })
            : t('posting.groups.neverPosted')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={switchId} className="text-sm">
          {t('posting.groups.active')}
        </label>
        <Switch
          id={switchId}
          checked={group.active}
          disabled={update.isPending}
          onCheckedChange={toggle}
          aria-describedby={nameId}
        />
        <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={nameId}>
          <Pencil aria-hidden="true" />
          {t('posting.groups.edit')}
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-describedby={nameId}>
          <Trash2 aria-hidden="true" />
          {t('posting.groups.delete')}
        </Button>
      </div>
    </div>
  );
}
