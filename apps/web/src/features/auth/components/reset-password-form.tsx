import { zodResolver } from '@hookform/resolvers/zod';
import { ZSignUpRequest } from '@rentwell/contracts/sign-up';
import { ArrowLeft, CircleCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { resetPassword, type TAuthResult } from '../api/auth-api.ts';
import { FormErrorAlert } from './form-error-alert.tsx';

/** The new password follows the sign-up password rule of the contract. */
const ZResetPasswordForm = z
  .object({ newPassword: ZSignUpRequest.shape.password, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: validationMessage('passwordsMismatch'),
  });
type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export type TResetPasswordFormProps = {
  /** The token from the emailed link (`?token=`); absent when better-auth redirected with `?error=INVALID_TOKEN`. */
  token: string | null;
};

export function ResetPasswordForm({ token }: TResetPasswordFormProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<TAuthResult['error']>(null);
  const [isDone, setDone] = useState(false);
  const form = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm, ZOD_PARSE_OPTIONS),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setServerError(null);
    const { error } = await resetPassword(newPassword, token);
    if (error) {
      setServerError(error);
      return;
    }
    setDone(true);
  });

  if (isDone) {
    return (
      <div className="grid gap-4 text-center" role="status">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck className="size-6" aria-hidden="true" />
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t('auth.reset.successTitle')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('auth.reset.successDescription')}</p>
        </div>
        <Button asChild size="lg">
          <Link to="/auth">{t('auth.signInSubmit')}</Link>
        </Button>
      </div>
    );
  }

  if (!token) {
    return (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <span>{t('auth.reset.invalidLink')}</span>
        </Alert>
        <Button asChild size="lg">
          <Link to="/auth?mode=forgot">{t('auth.reset.requestNewLink')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
      <div>
        <h2 className="text-lg font-semibold">{t('auth.reset.title')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('auth.reset.description')}</p>
      </div>
      <FormField label={t('auth.reset.newPassword')} error={errors.newPassword} hint={t('auth.fields.passwordHint')}>
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label={t('auth.reset.confirmPassword')} error={errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <FormErrorAlert error={serverError} />
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {isSubmitting ? t('auth.reset.updating') : t('auth.reset.submit')}
      </Button>
      <Button variant="link" size="sm" asChild className="justify-self-center">
        <Link to="/auth">
          <ArrowLeft aria-hidden="true" />
          {t('auth.forgot.backToSignIn')}
        </Link>
      </Button>
    </form>
  );
}
