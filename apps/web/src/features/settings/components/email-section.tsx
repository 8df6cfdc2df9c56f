import { zodResolver } from '@hookform/resolvers/zod';
import { type TChangeEmailRequest, ZChangeEmailRequest } from '@rentwell/contracts/profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FailureAlert } from '../../../components/ui/failure-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useChangeEmail } from '../api/account-mutations.ts';

const emailResolver = zodResolver(ZChangeEmailRequest, ZOD_PARSE_OPTIONS);

/** The sign-in email and its change, which asks for the current password. */
export function EmailSection() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const changeEmail = useChangeEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TChangeEmailRequest>({
    resolver: emailResolver,
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const changed = await changeEmail.mutateAsync(values);
      form.reset({ newEmail: '', currentPassword: '' });
      if (changed.email === user?.email) {
        toast.info(t('settings.email.unchanged'));
        return;
      }
      toast.success(t('settings.email.changed'), {
        description: t('settings.email.changedDescription', { email: changed.email }),
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_password') {
        setFailure(t('settings.email.wrongPassword'));
        form.setFocus('currentPassword');
      } else if (isApiError(error) && error.code === 'email_in_use') {
        setFailure(t('settings.email.inUse'));
        form.setFocus('newEmail');
      } else {
        setFailure(getErrorMessage(t, error));
      }
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <CardHeader>
          <CardTitle>{t('settings.email.title')}</CardTitle>
          <CardDescription>{t('settings.email.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5 sm:col-span-2">
            <span className="text-sm leading-none font-medium">{t('settings.email.current')}</span>
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium break-all">{user?.email}</span>
              {user ? (
                <Badge variant={user.emailVerified ? 'success' : 'warning'}>
                  {user.emailVerified ? t('settings.email.verified') : t('settings.email.unverified')}
                </Badge>
              ) : null}
            </span>
          </div>
          <FormField label={t('settings.email.newEmail')} error={errors.newEmail}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('newEmail')} />
          </FormField>
          <FormField
            label={t('settings.email.currentPassword')}
            error={errors.currentPassword}
            hint={t('settings.email.currentPasswordHint')}
          >
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          {failure ? (
            <FailureAlert title={t('settings.email.failed')} className="sm:col-span-2">
              {failure}
            </FailureAlert>
          ) : null}
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? t('settings.email.submitting') : t('settings.email.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
