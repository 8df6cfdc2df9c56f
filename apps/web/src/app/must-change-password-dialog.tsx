import { zodResolver } from '@hookform/resolvers/zod';
import { ZSignUpRequest } from '@rentwell/contracts/sign-up';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { authClient } from '../lib/auth-client.ts';
import { getErrorMessage } from '../lib/error-messages.ts';
import { validationMessage, ZOD_PARSE_OPTIONS } from '../lib/form-errors.ts';
import { ME_QUERY_KEY } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';
import { useSignOut } from './use-sign-out.ts';

/** The new password follows the sign-up rule (8 characters or more) and must differ from the generated one. */
const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1),
    newPassword: ZSignUpRequest.shape.password,
    confirmPassword: z.string().min(1),
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

type TAuthError = { code?: string | undefined; status: number };

/**
 * Shown over every signed-in page while `/api/me` says `mustChangePassword` (an account whose password someone else
 * chose, such as a tenant added by their landlord). It cannot be dismissed: the user chooses their own password, or
 * signs out.
 */
export function MustChangePasswordDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [serverError, setServerError] = useState<TAuthError | null>(null);
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm, ZOD_PARSE_OPTIONS),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(null);
    let error: TAuthError | null;
    try {
      ({ error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
    } catch {
      error = { code: 'network_error', status: 0 };
    }
    if (error) {
      setServerError(error);
      if (error.code === 'INVALID_PASSWORD') form.setFocus('currentPassword');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    toast.success(t('passwordChange.done'));
  });

  return (
    <Dialog open>
      <DialogContent
        hideCloseButton
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
            <KeyRound className="size-5" aria-hidden="true" />
          </div>
          <DialogTitle>{t('passwordChange.title')}</DialogTitle>
          <DialogDescription>{t('passwordChange.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
          <FormField
            label={t('passwordChange.current')}
            error={errors.currentPassword}
            hint={t('passwordChange.currentHint')}
          >
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField label={t('passwordChange.new')} error={errors.newPassword} hint={t('auth.fields.passwordHint')}>
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label={t('passwordChange.confirm')} error={errors.confirmPassword}>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          {serverError ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <span>
                {serverError.code === 'INVALID_PASSWORD'
                  ? t('passwordChange.wrongCurrent')
                  : getErrorMessage(t, serverError)}
              </span>
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="ghost" onClick={() => signOut.mutate()} isLoading={signOut.isPending}>
              {t('nav.logout')}
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {isSubmitting ? t('passwordChange.submitting') : t('passwordChange.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
