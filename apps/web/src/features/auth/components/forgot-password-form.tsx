import { zodResolver } from '@hookform/resolvers/zod';
import { ZSignInRequest } from '@rentwell/contracts/sign-up';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { requestPasswordReset, type TAuthResult } from '../api/auth-api.ts';
import { FormErrorAlert } from './form-error-alert.tsx';

const ZForgotPasswordForm = ZSignInRequest.pick({ email: true });
type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<TAuthResult['error']>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TForgotPasswordForm>({
    resolver: zodResolver(ZForgotPasswordForm, ZOD_PARSE_OPTIONS),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setServerError(null);
    const { error } = await requestPasswordReset(email);
    if (error) {
      setServerError(error);
      return;
    }
    setSentTo(email);
  });

  const backLink = (
    <Button variant="link" size="sm" asChild className="justify-self-center">
      <Link to="/auth">
        <ArrowLeft aria-hidden="true" />
        {t('auth.forgot.backToSignIn')}
      </Link>
    </Button>
  );

  if (sentTo) {
    return (
      <div className="grid gap-4 text-center" role="status">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <MailCheck className="size-6" aria-hidden="true" />
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t('auth.forgot.sentTitle')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('auth.forgot.sentDescription', { email: sentTo })}</p>
        </div>
        {backLink}
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
      <div>
        <h2 className="text-lg font-semibold">{t('auth.forgot.title')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('auth.forgot.description')}</p>
      </div>
      <FormField label={t('auth.fields.email')} error={errors.email}>
        <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...form.register('email')} />
      </FormField>
      <FormErrorAlert error={serverError} />
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {isSubmitting ? t('auth.forgot.sending') : t('auth.forgot.submit')}
      </Button>
      {backLink}
    </form>
  );
}
