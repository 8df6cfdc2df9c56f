import type { TFacebookGroup } from '@rentwell/contracts/social-posting';
import { CalendarClock, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePost } from '../api/posting-mutations.ts';
import { sharePost } from '../extension/share-post.ts';
import { isFutureIn, suggestedScheduleIn } from '../schedule-time.ts';

type TMode = 'now' | 'later';

export type TShareDialogProps = {
  text: string;
  imageIds: string[];
  groups: TFacebookGroup[];
  extensionConnected: boolean;
  timeZone: string;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
};

/** Pick at least one active group, then share now through the extension or schedule for a date and time. */
export function ShareDialog({
  text,
  imageIds,
  groups,
  extensionConnected,
  timeZone,
  onOpenChange,
  onDone,
}: TShareDialogProps) {
  const { t } = useTranslation();
  const create = useCreatePost();
  const active = groups.filter((group) => group.active);
  const [selected, setSelected] = useState<string[]>(active.map((group) => group.id));
  const [mode, setMode] = useState<TMode>(extensionConnected ? 'now' : 'later');
  const [when, setWhen] = useState(() => suggestedScheduleIn(timeZone));
  const [errors, setErrors] = useState<{ groups?: string; when?: string }>({});
  const [sending, setSending] = useState(false);
  const groupsErrorId = useId();
  const whenErrorId = useId();
  const dateId = useId();
  const timeId = useId();

  const toggle = (groupId: string, checked: boolean) =>
    setSelected((current) => (checked ? [...current, groupId] : current.filter((id) => id !== groupId)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const nextErrors: typeof errors = {};
    if (selected.length === 0) nextErrors.groups = t('validation.selectGroup');
    if (mode === 'later' && (!when.date || !when.time || !isFutureIn(timeZone, when.date, when.time))) {
      nextErrors.when = t('validation.futureTime');
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    setSending(true);
    try {
      const post = await create.mutateAsync({
        text,
        imageIds,
        groupIds: selected,
        scheduleFor: mode === 'later' ? when : null,
      });
      if (mode === 'later') {
        toast.success(t('posting.share.scheduled'));
      } else {
        const handOff = await sharePost(window, post);
        if (handOff.outcome === 'accepted') toast.success(t('posting.share.handedOff', { count: post.groups.length }));
        else toast.error(handOff.error === 'tabs-failed' ? t('posting.share.tabsFailed') : t('posting.share.failed'));
      }
      onDone();
      onOpenChange(false);
    } catch {
      // The alert below shows the translated reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <TitledDialog
      open
      onOpenChange={(open) => (sending ? null : onOpenChange(open))}
      title={t('posting.share.title')}
      description={t('posting.share.description')}
      className="max-w-lg"
    >
      {active.length === 0 ? (
        <Alert variant="warning">
          <p className="font-medium">{t('posting.groups.emptyTitle')}</p>
          <p>{t('posting.groups.emptyDescription')}</p>
        </Alert>
      ) : (
        <form className="grid gap-5" onSubmit={submit} noValidate>
          <fieldset className="grid gap-2" aria-describedby={errors.groups ? groupsErrorId : undefined}>
            <legend className="mb-1 text-sm font-medium">{t('posting.share.groups')}</legend>
            {active.map((group) => (
              <label key={group.id} className="flex items-center gap-3 rounded-md border p-2.5 text-sm">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={selected.includes(group.id)}
                  onChange={(event) => toggle(group.id, event.target.checked)}
                />
                <span className="min-w-0 break-words">{group.name}</span>
              </label>
            ))}
            {errors.groups ? (
              <p id={groupsErrorId} className="text-sm text-destructive">
                {errors.groups}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('posting.share.when')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {(['now', 'later'] as const).map((option) => {
                const Icon = option === 'now' ? Send : CalendarClock;
                const disabled = option === 'now' && !extensionConnected;
                return (
                  <label
                    key={option}
                    className={cn(
                      'flex items-start gap-2.5 rounded-lg border p-3 text-sm',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                      mode === option ? 'border-primary bg-brand-soft/60 ring-1 ring-primary' : '',
                      disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
                    )}
                  >
                    <input
                      type="radio"
                      name="share-mode"
                      value={option}
                      className="sr-only"
                      checked={mode === option}
                      disabled={disabled}
                      onChange={() => setMode(option)}
                    />
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                    <span className="grid gap-0.5">
                      <span className="font-medium">{t(`posting.share.modes.${option}`)}</span>
                      <span className="text-xs text-muted-foreground">
                        {disabled ? t('posting.share.needsExtension') : t(`posting.share.modes.${option}Hint`)}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {mode === 'later' ? (
            <div className="grid gap-2">
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="grid gap-1.5">
                  <Label htmlFor={dateId}>{t('posting.share.date')}</Label>
                  <Input
                    id={dateId}
                    type="date"
                    value={when.date}
                    onChange={(event) => setWhen({ ...when, date: event.target.value })}
                    aria-describedby={errors.when ? whenErrorId : undefined}
                    aria-invalid={errors.when ? true : undefined}
                  />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={timeId}>{t('posting.share.time')}</Label>
                  <Input
                    id={timeId}
                    type="time"
                    value={when.time}
                    onChange={(event) => setWhen({ ...when, time: event.target.value })}
                    aria-describedby={errors.when ? whenErrorId : undefined}
                    aria-invalid={errors.when ? true : undefined}
                  />
                </div>
              </div>
              <p className="text-xs text-muted-foreground">{t('posting.share.timeZone', { zone: timeZone })}</p>
              {errors.when ? (
                <p id={whenErrorId} className="text-sm text-destructive">
                  {errors.when}
                </p>
              ) : null}
            </div>
          ) : null}
          {create.error ? <Alert variant="destructive">{getErrorMessage(t, create.error)}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={sending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" isLoading={sending}>
              {mode === 'now' ? t('posting.share.shareNow') : t('posting.share.schedule')}
            </Button>
          </div>
        </form>
      )}
    </TitledDialog>
  );
}
