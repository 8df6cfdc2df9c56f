import { zodResolver } from '@hookform/resolvers/zod';
import { type TSignInRequest, ZSignInRequest } from '@rentwell/contracts/sign-up';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { refreshSession } from '../../../lib/session.ts';
import { signInWithEmail, type TAuthResult } from '../api/auth-api.ts';
import { FormErrorAlert } from './form-error-alert.tsx';

export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<TAuthResult['error']>(null);
  const form = useForm<TSignInRequest>({
    resolver: zodResolver(ZSignInRequest, ZOD_PARSE_OPTIONS),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const { error } = await signInWithEmail(values);
    if (error) {
      setServerError(error);
      return;
    }
    await refreshSession(queryClient);
    await navigate('/dashboard', { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
      <FormField label={t('auth.fields.email')} error={errors.email}>
        <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...form.register('email')} />
      </FormField>
      <div className="grid gap-1.5">
        <FormField label={t('auth.fields.password')} error={errors.password}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Link
          to="/auth?mode=forgot"
          className="justify-self-end rounded-sm text-xs font-medium text-brand underline-offset-4 hover:underline"
        >
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <FormErrorAlert error={serverError} />
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {isSubmitting ? t('auth.signingIn') : t('auth.signInSubmit')}
      </Button>
    </form>
  );
}
