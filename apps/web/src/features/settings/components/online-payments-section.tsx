import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_CONVENIENCE_FEE_BASIS_POINTS,
  ONLINE_FEE_POLICIES,
  STRIPE_WEBHOOK_EVENTS,
  type TOnlinePaymentSettings,
} from '@rentwell/contracts/online-payments';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CopyField } from '../../../components/copy-field.tsx';
import { FormSelect } from '../../../components/form-select.tsx';
import { LoadFailedState } from '../../../components/load-failed-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useDisconnectOnlinePayments,
  useOnlinePaymentSettings,
  useSaveOnlinePaymentSettings,
} from '../api/online-payments.ts';

const STRIPE_KEY = /^(rk|sk)_(test|live)_[A-Za-z0-9]{8,}$/;
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9]{8,}$/;

/** The keys are required to connect; once connected, left empty they keep the stored ones. */
function formSchema(isConnected: boolean) {
  const key = (pattern: RegExp, message: string) =>
    z
      .string()
      .trim()
      .refine((value) => value !== '' || isConnected, { message: validationMessage('required') })
      .refine((value) => value === '' || pattern.test(value), { message });
  return z
    .object({
      secretKey: key(STRIPE_KEY, validationMessage('stripeKey')),
      webhookSecret: key(WEBHOOK_SECRET, validationMessage('webhookSecret')),
      feePolicy: z.enum(ONLINE_FEE_POLICIES),
      convenienceFeePercent: z.string().trim(),
    })
    .superRefine((values, context) => {
      if (values.feePolicy !== 'convenience_fee') return;
      const percent = Number(values.convenienceFeePercent.replace(',', '.'));
      const max = MAX_CONVENIENCE_FEE_BASIS_POINTS / 100;
      if (values.convenienceFeePercent === '' || !Number.isFinite(percent) || percent <= 0 || percent > max) {
        context.addIssue({
          code: 'custom',
          path: ['convenienceFeePercent'],
          message: validationMessage('convenienceFee', { max }),
        });
      }
    })
    .refine((values) => (values.secretKey === '') === (values.webhookSecret === ''), {
      path: ['webhookSecret'],
      message: validationMessage('required'),
    });
}

type TFormValues = z.input<ReturnType<typeof formSchema>>;

function formOf(settings: TOnlinePaymentSettings): TFormValues {
  return {
    secretKey: '',
    webhookSecret: '',
    feePolicy: settings.feePolicy,
    convenienceFeePercent:
      settings.convenienceFeeBasisPoints > 0 ? String(settings.convenienceFeeBasisPoints / 100) : '',
  };
}

/**
 * Online rent payment (admins only): the organization connects its own Stripe account with a restricted key and
 * the webhook's signing secret, which are never shown again; then chooses who bears the fee.
 */
export function OnlinePaymentsSection() {
  const { t } = useTranslation();
  const settings = useOnlinePaymentSettings();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>{t('settings.onlinePayments.title')}</CardTitle>
          {settings.data ? <StatusBadge status={settings.data.connected ? 'connected' : 'not_connected'} /> : null}
        </div>
        <CardDescription>{t('settings.onlinePayments.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <LoadFailedState
            title={t('settings.onlinePayments.loadFailed')}
            error={settings.error}
            headingLevel="h3"
            onRetry={() => void settings.refetch()}
          />
        ) : settings.data ? (
          <OnlinePaymentsForm settings={settings.data} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('common.loading')}</p>
        )}
      </CardContent>
    </Card>
  );
}

function WebhookInstructions({ settings }: { settings: TOnlinePaymentSettings }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-3 sm:col-span-2">
      <CopyField
        label={t('settings.onlinePayments.webhookUrl')}
        value={settings.webhookUrl}
        copyLabel={t('settings.onlinePayments.copyWebhookUrl')}
      />
      <div className="grid gap-1">
        <p className="text-sm font-medium">{t('settings.onlinePayments.events')}</p>
        <ul className="grid gap-0.5 font-mono text-xs text-muted-foreground">
          {STRIPE_WEBHOOK_EVENTS.map((event) => (
            <li key={event} className="break-all">
              {event}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function OnlinePaymentsForm({ settings }: { settings: TOnlinePaymentSettings }) {
  const { t } = useTranslation();
  const save = useSaveOnlinePaymentSettings();
  const disconnect = useDisconnectOnlinePayments();
  const [isConfirmingDisconnect, setConfirmingDisconnect] = useState(false);
  const schema = useMemo(() => formSchema(settings.connected), [settings.connected]);
  const form = useForm<TFormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    defaultValues: formOf(settings),
  });
  useEffect(() => form.reset(formOf(settings)), [form, settings]);
  const { errors } = form.formState;
  const feePolicy = useWatch({ control: form.control, name: 'feePolicy' });
  const submit = form.handleSubmit((values) => {
    const isConnecting = values.secretKey !== '';
    const basisPoints =
      values.feePolicy === 'convenience_fee'
        ? Math.round(Number(values.convenienceFeePercent.replace(',', '.')) * 100)
        : 0;
    save.mutate(
      {
        ...(isConnecting ? { secretKey: values.secretKey, webhookSecret: values.webhookSecret } : {}),
        feePolicy: values.feePolicy,
        convenienceFeeBasisPoints: basisPoints,
        autopayMaxAttempts: settings.autopayMaxAttempts,
      },
      {
        onSuccess: () =>
          toast.success(t(isConnecting ? 'settings.onlinePayments.connected' : 'settings.onlinePayments.saved')),
        onError: (error) => toast.error(t('settings.toasts.saveFailed'), { description: getErrorMessage(t, error) }),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm sm:col-span-2">
        {settings.connected && settings.keyHint
          ? t('settings.onlinePayments.connectedWith', { hint: settings.keyHint })
          : t('settings.onlinePayments.notConnected')}
      </p>
      <FormField
        label={t('settings.onlinePayments.secretKey')}
        error={errors.secretKey}
        hint={t(
          settings.connected ? 'settings.onlinePayments.replaceKeyHint' : 'settings.onlinePayments.secretKeyHint',
        )}
        isOptional={settings.connected}
      >
        <Input type="password" autoComplete="off" spellCheck={false} {...form.register('secretKey')} />
      </FormField>
      <FormField
        label={t('settings.onlinePayments.webhookSecret')}
        error={errors.webhookSecret}
        hint={t('settings.onlinePayments.webhookSecretHint')}
        isOptional={settings.connected}
      >
        <Input type="password" autoComplete="off" spellCheck={false} {...form.register('webhookSecret')} />
      </FormField>
      <WebhookInstructions settings={settings} />
      <Controller
        control={form.control}
        name="feePolicy"
        render={({ field }) => (
          <FormField
            label={t('settings.onlinePayments.feePolicy')}
            error={errors.feePolicy}
            hint={t(`settings.onlinePayments.feePolicyHints.${field.value}`)}
          >
            <FormSelect
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={ONLINE_FEE_POLICIES.map((policy) => ({
                value: policy,
                label: t(`settings.onlinePayments.feePolicies.${policy}`),
              }))}
            />
          </FormField>
        )}
      />
      {feePolicy === 'convenience_fee' ? (
        <FormField
          label={t('settings.onlinePayments.convenienceFee')}
          error={errors.convenienceFeePercent}
          hint={t('settings.onlinePayments.convenienceFeeHint', { max: MAX_CONVENIENCE_FEE_BASIS_POINTS / 100 })}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('convenienceFeePercent')} />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t(settings.connected ? 'settings.onlinePayments.save' : 'settings.onlinePayments.connect')}
        </Button>
        {settings.connected ? (
          <Button type="button" variant="outline" onClick={() => setConfirmingDisconnect(true)}>
            {t('settings.onlinePayments.disconnect')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={isConfirmingDisconnect}
        onOpenChange={setConfirmingDisconnect}
        title={t('settings.onlinePayments.disconnectTitle')}
        description={t('settings.onlinePayments.disconnectDescription')}
        confirmLabel={t('settings.onlinePayments.disconnect')}
        isPending={disconnect.isPending}
        errorMessage={disconnect.error ? getErrorMessage(t, disconnect.error) : null}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirmingDisconnect(false);
              toast.success(t('settings.onlinePayments.disconnected'));
            },
          })
        }
      />
    </form>
  );
}
