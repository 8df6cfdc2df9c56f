import type { TReminderDelivery, TReminderPreviewItem, TReminderRule } from '@rentwell/contracts/workflows';
import { Pencil, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type TBadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useFormatters } from '../../../lib/formatters.ts';
import { dateTimeFormat } from '../../../lib/localized-intl.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendTestReminder, useUpdateReminder } from '../api/workflow-mutations.ts';
import { reminderTexts } from '../reminder-texts.ts';
import { reminderTimingKey } from '../reminder-timing.ts';

const STATUS_VARIANTS: Record<TReminderDelivery['status'], TBadgeVariant> = {
  sent: 'success',
  pending: 'info',
  failed: 'danger',
};

/** How many of the next 30 days' reminders a card lists before saying how many more there are. */
const PREVIEW_SHOWN = 8;

export type TReminderCardProps = {
  rule: TReminderRule;
  /** What it will send in the next 30 days; undefined while the preview loads or when it failed. */
  preview: readonly TReminderPreviewItem[] | undefined;
  onEdit: () => void;
  onDelete: () => void;
  /** Just added: its title takes the focus once shown. */
  takesFocus?: boolean;
};

/** One reminder: when it is sent, its switch, its latest deliveries, its next 30 days and its actions. */
export function ReminderCard({ rule, preview, onEdit, onDelete, takesFocus = false }: TReminderCardProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const instants = dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const titleId = useId();
  const switchId = useId();
  const switchLabelId = useId();
  const editId = useId();
  const testId = useId();
  const deleteId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { name, description } = reminderTexts(t, rule);
  useEffect(() => {
    if (takesFocus) titleRef.current?.focus();
  }, [takesFocus]);
  const update = useUpdateReminder();
  const sendTest = useSendTestReminder();
  const timing = reminderTimingKey(rule.anchor, rule.offset);

  const toggle = (active: boolean) =>
    update.mutate(
      { ruleId: rule.id, patch: { active } },
      {
        onSuccess: () => toast.success(active ? t('workflows.card.activated') : t('workflows.card.deactivated')),
        onError: (error) => toast.error(getErrorMessage(t, error)),
      },
    );
  const test = () =>
    sendTest.mutate(rule.id, {
      onSuccess: (result) =>
        toast.success(result.emailed ? t('workflows.card.testSentEmail') : t('workflows.card.testSent')),
      onError: (error) => toast.error(getErrorMessage(t, error)),
    });

  const shown = preview?.slice(0, PREVIEW_SHOWN) ?? [];
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-base font-semibold break-words">
              {name}
            </h2>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="brand">{t(`workflows.types.${rule.type}`)}</Badge>
              <span>{t(timing.key, { count: timing.count })}</span>
            </div>
          </div>
          <div className="flex items-center gap-2">
            <label id={switchLabelId} htmlFor={switchId} className="text-sm">
              {t('workflows.card.active')}
            </label>
            <Switch
              id={switchId}
              checked={rule.active}
              disabled={update.isPending}
              onCheckedChange={toggle}
              aria-labelledby={`${switchLabelId} ${titleId}`}
            />
          </div>
        </div>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <section className="grid gap-2" aria-label={t('workflows.card.previewTitle', { name })}>
          <h3 className="text-sm font-medium">{t('workflows.card.next30Days')}</h3>
          {!rule.active ? (
            <p className="text-sm text-muted-foreground">{t('workflows.card.inactiveNoPreview')}</p>
          ) : preview === undefined ? (
            <p className="text-sm text-muted-foreground">{t('workflows.card.previewUnavailable')}</p>
          ) : preview.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('workflows.card.nothingPlanned')}</p>
          ) : (
            <ul className="grid gap-1.5 text-sm">
              {shown.map((item) => (
                <li
                  key={`${item.sendAt}-${item.recipientName}-${item.subject}`}
                  className="grid gap-x-3 sm:grid-cols-[10rem_1fr]"
                >
                  <span className="text-muted-foreground">{instants.format(new Date(item.sendAt))}</span>
                  <span className="min-w-0 break-words">
                    {t('workflows.card.previewLine', {
                      recipient: item.recipientName,
                      subject: item.subject,
                    })}
                    {item.aboutDate ? ` · ${format.date(item.aboutDate)}` : ''}
                  </span>
                </li>
              ))}
              {preview.length > shown.length ? (
                <li className="text-muted-foreground">
                  {t('workflows.card.more', { count: preview.length - shown.length })}
                </li>
              ) : null}
            </ul>
          )}
        </section>
        <section className="grid gap-2" aria-label={t('workflows.card.deliveriesTitle', { name })}>
          <h3 className="text-sm font-medium">{t('workflows.card.lastDeliveries')}</h3>
          {rule.recentDeliveries.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('workflows.card.noDeliveries')}</p>
          ) : (
            <ul className="grid gap-1.5 text-sm">
              {rule.recentDeliveries.map((delivery) => (
                <li key={delivery.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="text-muted-foreground">{instants.format(new Date(delivery.createdAt))}</span>
                  <span className="min-w-0 break-words">{delivery.recipientName}</span>
                  <Badge variant={STATUS_VARIANTS[delivery.status]}>
                    {t(`workflows.deliveryStatus.${delivery.status}`)}
                  </Badge>
                  <span className="text-xs text-muted-foreground">{t(`workflows.channels.${delivery.channel}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="flex flex-wrap gap-2">
          <Button id={editId} variant="outline" size="sm" onClick={onEdit} aria-labelledby={`${editId} ${titleId}`}>
            <Pencil aria-hidden="true" />
            {t('workflows.card.edit')}
          </Button>
          <Button
            id={testId}
            variant="outline"
            size="sm"
            onClick={test}
            isLoading={sendTest.isPending}
            aria-labelledby={`${testId} ${titleId}`}
          >
            <Send aria-hidden="true" />
            {t('workflows.card.sendTest')}
          </Button>
          <Button id={deleteId} variant="ghost" size="sm" onClick={onDelete} aria-labelledby={`${deleteId} ${titleId}`}>
            <Trash2 aria-hidden="true" />
            {t('workflows.card.delete')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
