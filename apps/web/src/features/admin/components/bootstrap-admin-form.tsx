import { zodResolver } from '@hookform/resolvers/zod';
import { type TBootstrapAdminResponse, ZBootstrapAdminRequest } from '@rentwell/contracts/bootstrap';
import type { TFunction } from 'i18next';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPasswordField } from '../../../components/new-password-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { useBootstrapAdmin } from '../api/bootstrap-api.ts';

const contract = ZBootstrapAdminRequest.shape;

/** The contract's rules; the secret is required here so an empty one is caught before asking the server. */
const ZBootstrapForm = z.object({
  name: contract.name,
  email: z.string().trim().pipe(contract.email),
  password: contract.password,
  secret: z.string().min(1).max(500),
});
type TBootstrapForm = z.infer<typeof ZBootstrapForm>;

/** The server's refusals, in the words of this page. */
function bootstrapErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === 'email_in_use') return t('bootstrap.emailInUse');
  if (isApiError(error) && error.status === 429) return t('bootstrap.rateLimited');
  return getErrorMessage(t, error);
}

export type TBootstrapAdminFormProps = { onCreated: (admin: TBootstrapAdminResponse) => void };

/** Name, email, password and the bootstrap secret of the first site administrator. */
export function BootstrapAdminForm({ onCreated }: TBootstrapAdminFormProps) {
  const { t } = useTranslation();
  const bootstrap = useBootstrapAdmin();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useForm<TBootstrapForm>({
    resolver: zodResolver(ZBootstrapForm, ZOD_PARSE_OPTIONS),
    defaultValues: { name: '', email: '', password: '', secret: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      onCreated(await bootstrap.mutateAsync(values));
    } catch (error) {
      setServerError(error);
      if (isApiError(error) && error.code === 'bootstrap_secret_invalid') form.setFocus('secret');
      if (isApiError(error) && error.code === 'email_in_use') form.setFocus('email');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
      <FormField label={t('bootstrap.name')} error={errors.name}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('bootstrap.email')} error={errors.email} hint={t('bootstrap.emailHint')}>
        <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...form.register('email')} />
      </FormField>
      <NewPasswordField label={t('bootstrap.password')} error={errors.password} {...form.register('password')} />
      <FormField label={t('bootstrap.secret')} error={errors.secret} hint={t('bootstrap.secretHint')}>
        <Input type="password" autoComplete="off" spellCheck={false} {...form.register('secret')} />
      </FormField>
      {serverError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <span>{bootstrapErrorMessage(t, serverError)}</span>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {isSubmitting ? t('bootstrap.submitting') : t('bootstrap.submit')}
      </Button>
    </form>
  );
}
