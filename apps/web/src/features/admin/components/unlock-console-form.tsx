import { zodResolver } from '@hookform/resolvers/zod';
import { SITE_ADMIN_UNLOCK_HOURS, ZSiteAdminUnlockRequest } from '@rentwell/contracts/site-admin';
import { CircleAlert, LockKeyhole, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { useUnlockConsole } from '../api/site-admin-mutations.ts';

const ZUnlockForm = z.object({
  email: z.string().trim().pipe(ZSiteAdminUnlockRequest.shape.email),
  secretKey: ZSiteAdminUnlockRequest.shape.secretKey,
});
type TUnlockForm = z.infer<typeof ZUnlockForm>;

export type TUnlockConsoleFormProps = {
  /** False when the server has no `SITE_ADMIN_KEY`: nothing can unlock the console. */
  isKeyConfigured: boolean;
};

/** The console's second check: the signed-in site administrator's email and the site-admin secret key. */
export function UnlockConsoleForm({ isKeyConfigured }: TUnlockConsoleFormProps) {
  const { t } = useTranslation();
  const unlock = useUnlockConsole();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useForm<TUnlockForm>({
    resolver: zodResolver(ZUnlockForm, ZOD_PARSE_OPTIONS),
    defaultValues: { email: '', secretKey: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await unlock.mutateAsync(values);
    } catch (error) {
      setServerError(error);
      if (isApiError(error) && error.code === 'site_admin_unlock_failed') {
        form.resetField('secretKey');
        form.setFocus('secretKey');
      }
    }
  });

  const errorMessage = !serverError
    ? null
    : isApiError(serverError) && serverError.status === 429
      ? t('siteAdmin.unlock.rateLimited')
      : getErrorMessage(t, serverError);

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
          <LockKeyhole className="size-5" aria-hidden="true" />
        </div>
        <CardTitle>{t('siteAdmin.unlock.title')}</CardTitle>
        <CardDescription>{t('siteAdmin.unlock.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isKeyConfigured ? null : (
          <Alert variant="warning" className="mb-4">
            <TriangleAlert aria-hidden="true" />
            <span>{t('errors.siteAdminKeyNotConfigured')}</span>
          </Alert>
        )}
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
          <FormField label={t('siteAdmin.unlock.email')} error={errors.email} hint={t('siteAdmin.unlock.emailHint')}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              disabled={!isKeyConfigured}
              {...form.register('email')}
            />
          </FormField>
          <FormField
            label={t('siteAdmin.unlock.secretKey')}
            error={errors.secretKey}
            hint={t('siteAdmin.unlock.secretKeyHint')}
          >
            <Input
              type="password"
              autoComplete="off"
              spellCheck={false}
              disabled={!isKeyConfigured}
              {...form.register('secretKey')}
            />
          </FormField>
          {errorMessage ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <span>{errorMessage}</span>
            </Alert>
          ) : null}
          <p className="text-xs text-muted-foreground">
            {t('siteAdmin.unlock.duration', { hours: SITE_ADMIN_UNLOCK_HOURS })}
          </p>
          <Button type="submit" className="w-full" isLoading={isSubmitting} disabled={!isKeyConfigured}>
            {isSubmitting ? t('siteAdmin.unlock.submitting') : t('siteAdmin.unlock.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
