import { zodResolver } from '@hookform/resolvers/zod';
import { MANAGER_ROLES, SIGN_UP_ROLES, type TSignUpRole } from '@rentwell/contracts/roles';
import { type TSignUpRequest, ZSignUpRequest } from '@rentwell/contracts/sign-up';
import { useQueryClient } from '@tanstack/react-query';
import { Briefcase, House, KeyRound, MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewPasswordField } from '../../../components/new-password-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toSupportedLanguage } from '../../../i18n/languages.ts';
import { cn } from '../../../lib/class-names.ts';
import { translateFieldError, ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { preferencesStore } from '../../../lib/preferences.ts';
import { refreshSession, updateProfile } from '../../../lib/session.ts';
import { signUpWithEmail, type TAuthResult } from '../api/auth-api.ts';
import { FormErrorAlert } from './form-error-alert.tsx';

/** The form's own values: every text input is a string; empty optional ones are dropped before validation. */
export type TSignUpFormValues = {
  name: string;
  phone: string;
  email: string;
  password: string;
  role: TSignUpRole;
  organizationName: string;
};

const ROLE_ICONS = { admin: KeyRound, property_manager: Briefcase, tenant: House } as const;

function hasOrganization(role: TSignUpRole): boolean {
  return (MANAGER_ROLES as readonly string[]).includes(role);
}

/**
 * Form values → the contract's request: optional blanks removed, organization (named, in the browser's time zone)
 * only for landlords and managers.
 */
export function toSignUpRequest(
  values: TSignUpFormValues,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): Record<string, unknown> {
  const phone = values.phone.trim();
  const organizationName = values.organizationName.trim();
  return {
    name: values.name,
    email: values.email.trim(),
    password: values.password,
    role: values.role,
    ...(phone ? { phone } : {}),
    ...(organizationName && hasOrganization(values.role) ? { organizationName } : {}),
    ...(timeZone && hasOrganization(values.role) ? { timeZone } : {}),
  };
}

const contractResolver = zodResolver(ZSignUpRequest, ZOD_PARSE_OPTIONS);

/** Validates with the contract schema (`ZSignUpRequest`) after mapping the form values to a request. */
const signUpResolver: Resolver<TSignUpFormValues, unknown, TSignUpRequest> = (values, context, options) =>
  contractResolver(
    toSignUpRequest(values) as TSignUpRequest,
    context,
    options as unknown as Parameters<typeof contractResolver>[2],
  ) as ReturnType<Resolver<TSignUpFormValues, unknown, TSignUpRequest>>;

/** Carries the visitor's language, theme and scale over to the new profile (the server starts with defaults). */
async function saveCurrentPreferences(language: string | undefined): Promise<void> {
  const { theme, displayScale } = preferencesStore.getSnapshot();
  try {
    await updateProfile({ preferredLanguage: toSupportedLanguage(language), themePreference: theme, displayScale });
  } catch (error) {
    console.error('Failed to save preferences to the new profile', error);
  }
}

export function SignUpForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roleLegendId = useId();
  const [serverError, setServerError] = useState<TAuthResult['error']>(null);
  const [verificationSentTo, setVerificationSentTo] = useState<string | null>(null);
  const form = useForm<TSignUpFormValues, unknown, TSignUpRequest>({
    resolver: signUpResolver,
    defaultValues: { name: '', phone: '', email: '', password: '', role: 'admin', organizationName: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit(async (request) => {
    setServerError(null);
    const { error } = await signUpWithEmail(request);
    if (error) {
      setServerError(error);
      return;
    }
    const session = await refreshSession(queryClient);
    if (session === null) {
      // The server requires email verification first: no session yet, so say where the link went.
      setVerificationSentTo(request.email);
      return;
    }
    await saveCurrentPreferences(i18n.resolvedLanguage);
    await refreshSession(queryClient);
    await navigate('/dashboard', { replace: true });
  });

  if (verificationSentTo) {
    return (
      <div className="grid gap-3 py-4 text-center" role="status">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <MailCheck className="size-6" aria-hidden="true" />
        </div>
        <h2 className="text-lg font-semibold">{t('auth.verify.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('auth.verify.description', { email: verificationSentTo })}</p>
      </div>
    );
  }

  const roleError = translateFieldError(t, errors.role);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting}>
      <FormField label={t('auth.fields.fullName')} error={errors.name}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('auth.fields.phone')} error={errors.phone} isOptional>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
      </FormField>
      <FormField label={t('auth.fields.email')} error={errors.email}>
        <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...form.register('email')} />
      </FormField>
      <NewPasswordField label={t('auth.fields.password')} error={errors.password} {...form.register('password')} />

      <fieldset className="grid gap-2" aria-describedby={roleError ? `${roleLegendId}-error` : undefined}>
        <legend id={roleLegendId} className="mb-1.5 text-sm leading-none font-medium">
          {t('auth.fields.role')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SIGN_UP_ROLES.map((option) => {
            const Icon = ROLE_ICONS[option];
            const isSelected = role === option;
            return (
              <label
                key={option}
                className={cn(
                  'relative flex cursor-pointer items-start gap-2.5 rounded-lg border bg-background p-3 transition-colors sm:flex-col sm:gap-2',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  isSelected ? 'border-primary bg-brand-soft/60 ring-1 ring-primary' : 'hover:bg-accent',
                )}
              >
                <input type="radio" value={option} className="sr-only" {...form.register('role')} />
                <Icon
                  className={cn('size-5 shrink-0', isSelected ? 'text-brand' : 'text-muted-foreground')}
                  aria-hidden="true"
                />
                <span className="grid gap-0.5">
                  <span className="text-sm leading-tight font-medium">{t(`auth.roleOptions.${option}`)}</span>
                  <span className="text-xs leading-snug text-muted-foreground">
                    {t(`auth.roleOptions.${option}Description`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {roleError ? (
          <p
            id={`${roleLegendId}-error`}
            className="text-xs font-medium text-destructive dark:text-danger"
            role="alert"
          >
            {roleError}
          </p>
        ) : null}
      </fieldset>

      {hasOrganization(role) ? (
        <FormField
          label={t('auth.fields.organizationName')}
          error={errors.organizationName}
          hint={t('auth.fields.organizationNameHint')}
        >
          <Input autoComplete="organization" {...form.register('organizationName')} />
        </FormField>
      ) : null}

      <FormErrorAlert error={serverError} />
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {isSubmitting ? t('auth.signingUp') : t('auth.signUpSubmit')}
      </Button>
    </form>
  );
}
