import type { TMeResponse } from '@rentwell/contracts/me';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateOrganization } from '../api/organization-mutations.ts';

type TOrganization = NonNullable<TMeResponse['organization']>;

/** How many days before the due date rent notices go out (empty: not automatically), and how to pay, printed on them. */
export function RentNoticeSettings({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization();
  const daysId = useId();
  const daysHintId = useId();
  const instructionsId = useId();
  const instructionsHintId = useId();
  const [days, setDays] = useState(organization.rentNoticeDaysBefore?.toString() ?? '');
  const [instructions, setInstructions] = useState(organization.paymentInstructions);
  const parsedDays = days.trim() === '' ? null : Number(days);
  const daysValid = parsedDays === null || (Number.isInteger(parsedDays) && parsedDays >= 0 && parsedDays <= 28);
  const onSave = () => {
    if (!daysValid) return;
    update.mutate(
      { rentNoticeDaysBefore: parsedDays, paymentInstructions: instructions },
      {
        onSuccess: () => toast.success(t('rentMailings.settings.saved')),
        onError: (error) => toast.error(t('settings.toasts.saveFailed'), { description: getErrorMessage(t, error) }),
      },
    );
  };
  return (
    <div className="mt-6 grid gap-4 sm:max-w-xl">
      <div className="grid gap-2 sm:max-w-xs">
        <label htmlFor={daysId} className="text-sm leading-none font-medium">
          {t('rentMailings.settings.daysBefore')}
        </label>
        <Input
          id={daysId}
          type="number"
          inputMode="numeric"
          min={0}
          max={28}
          value={days}
          aria-describedby={daysHintId}
          aria-invalid={!daysValid}
          onChange={(event) => setDays(event.target.value)}
        />
        <p id={daysHintId} className={daysValid ? 'text-xs text-muted-foreground' : 'text-xs text-danger'}>
          {daysValid ? t('rentMailings.settings.daysBeforeHint') : t('rentMailings.settings.daysBeforeInvalid')}
        </p>
      </div>
      <div className="grid gap-2">
        <label htmlFor={instructionsId} className="text-sm leading-none font-medium">
          {t('rentMailings.settings.paymentInstructions')}
        </label>
        <Textarea
          id={instructionsId}
          rows={3}
          maxLength={1000}
          value={instructions}
          aria-describedby={instructionsHintId}
          onChange={(event) => setInstructions(event.target.value)}
        />
        <p id={instructionsHintId} className="text-xs text-muted-foreground">
          {t('rentMailings.settings.paymentInstructionsHint')}
        </p>
      </div>
      <Button className="justify-self-start" disabled={!daysValid || update.isPending} onClick={onSave}>
        {update.isPending ? t('rentMailings.settings.saving') : t('rentMailings.settings.save')}
      </Button>
    </div>
  );
}
