import { zodResolver } from '@hookform/resolvers/zod';
import { ZSignUpRequest } from '@rentwell/contracts/sign-up';
import { LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FailureAlert } from '../../../components/ui/failure-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { type AuthActionError, useChangePassword, useRevokeOtherSessions } from '../api/account-mutations.ts';

/** The sign-up rule for the new password (8 characters or more), confirmed, and different from the current one. */
const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1),
    newPassword: ZSignUpRequest.shape.password,
    confirmPassword: z.string().min(1),
    revokeOtherSessions: z.boolean(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: validationMessage('passwordsMismatch'),
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: validationMessage('samePassword'),
  });
type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

const EMPTY_FORM: TChangePasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  revokeOtherSessions: true,
};

const passwordResolver = zodResolver(ZChangePasswordForm, ZOD_PARSE_OPTIONS);

/** Password change, and signing out every other session. */
export function SecuritySection() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const revokeId = useId();
  const form = useForm<TChangePasswordForm>({ resolver: passwordResolver, defaultValues: EMPTY_FORM });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changePassword.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        revokeOtherSessions: values.revokeOtherSessions,
      });
      form.reset(EMPTY_FORM);
      toast.success(t('settings.security.changed'));
    } catch (error) {
      if ((error as Partial<AuthActionError>).code === 'INVALID_PASSWORD') {
        setFailure(t('settings.security.wrongPassword'));
        form.setFocus('currentPassword');
      } else {
        setFailure(getErrorMessage(t, error));
      }
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <CardHeader>
          <CardTitle>{t('settings.security.title')}</CardTitle>
          <CardDescription>{t('settings.security.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('settings.security.currentPassword')}
            error={errors.currentPassword}
            className="sm:col-span-2"
          >
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField
            label={t('settings.security.newPassword')}
            error={errors.newPassword}
            hint={t('auth.fields.passwordHint')}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label={t('settings.security.confirmPassword')} error={errors.confirmPassword}>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <div className="flex items-center gap-2.5 sm:col-span-2">
            <input
              id={revokeId}
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              {...form.register('revokeOtherSessions')}
            />
            <label htmlFor={revokeId} className="text-sm">
              {t('settings.security.revokeOthers')}
            </label>
          </div>
          {failure ? (
            <FailureAlert title={t('settings.security.failed')} className="sm:col-span-2">
              {failure}
            </FailureAlert>
          ) : null}
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? t('settings.security.submitting') : t('settings.security.submit')}
          </Button>
        </CardFooter>
      </form>
      <OtherSessions />
    </Card>
  );
}

function OtherSessions() {
  const { t } = useTranslation();
  const revoke = useRevokeOtherSessions();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-3 border-t px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div>
        <h3 className="text-sm font-semibold">{t('settings.security.sessionsTitle')}</h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{t('settings.security.sessionsDescription')}</p>
      </div>
      <Button variant="outline" className="shrink-0" onClick={() => setIsConfirming(true)}>
        <LogOut aria-hidden="true" />
        {t('settings.security.signOutOthers')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setIsConfirming(open);
          if (!open) revoke.reset();
        }}
        title={t('settings.security.confirmTitle')}
        description={t('settings.security.confirmDescription')}
        confirmLabel={t('settings.security.signOutOthers')}
        isPending={revoke.isPending}
        errorMessage={revoke.error ? getErrorMessage(t, revoke.error) : null}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setIsConfirming(false);
              toast.success(t('settings.security.signedOutOthers'));
            },
          })
        }
      />
    </div>
  );
}
