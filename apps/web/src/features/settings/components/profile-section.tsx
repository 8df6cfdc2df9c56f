import { zodResolver } from '@hookform/resolvers/zod';
import { ZUpdateProfileRequest } from '@rentwell/contracts/profile';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useUpdateProfile } from '../api/profile-mutations.ts';

/** The profile fields of the contract, both required on this form (a blank phone is sent as null). */
const ZProfileForm = z.object({
  fullName: ZUpdateProfileRequest.shape.fullName.unwrap(),
  phone: ZUpdateProfileRequest.shape.phone.unwrap(),
});
type TProfileRequest = z.infer<typeof ZProfileForm>;
type TProfileFormValues = { fullName: string; phone: string };

const contractResolver = zodResolver(ZProfileForm, ZOD_PARSE_OPTIONS);
const profileResolver: Resolver<TProfileFormValues, unknown, TProfileRequest> = (values, context, options) =>
  contractResolver(
    { fullName: values.fullName, phone: values.phone.trim() === '' ? null : values.phone },
    context,
    options as unknown as Parameters<typeof contractResolver>[2],
  ) as ReturnType<Resolver<TProfileFormValues, unknown, TProfileRequest>>;

export function ProfileSection() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const updateProfile = useUpdateProfile();
  const form = useForm<TProfileFormValues, unknown, TProfileRequest>({
    resolver: profileResolver,
    defaultValues: { fullName: profile?.fullName ?? '', phone: profile?.phone ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  useEffect(() => {
    if (profile && !form.formState.isDirty) form.reset({ fullName: profile.fullName, phone: profile.phone ?? '' });
  }, [profile, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateProfile.mutateAsync(values);
      form.reset({ fullName: saved.fullName, phone: saved.phone ?? '' });
      toast.success(t('settings.toasts.profileSaved'));
    } catch (error) {
      toast.error(t('settings.toasts.profileSaveFailed'), { description: getErrorMessage(t, error) });
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <CardHeader>
          <CardTitle>{t('settings.profile.title')}</CardTitle>
          <CardDescription>{t('settings.profile.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('settings.profile.fullName')} error={errors.fullName}>
            <Input autoComplete="name" {...form.register('fullName')} />
          </FormField>
          <FormField label={t('settings.profile.phone')} error={errors.phone} isOptional>
            <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
          </FormField>
        </CardContent>
        <CardFooter>
          <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
            {isSubmitting ? t('common.saving') : t('common.saveChanges')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
