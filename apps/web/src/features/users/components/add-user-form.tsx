import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_DELIVERIES,
  type TCreateUserResponse,
  ZCreateUserRequest,
  ZPasswordDelivery,
} from '@rentwell/contracts/users';
import { KeyRound, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogFooter } from '../../../components/form-dialog-footer.tsx';
import { FormSelect, selectFieldProps } from '../../../components/form-select.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { useCreateUser } from '../api/user-mutations.ts';
import { ROLE_CHOICES, roleOfChoice, type TRoleChoice } from '../user-roles.ts';

const contract = ZCreateUserRequest.shape;

/** The contract's rules, with the role as one of the form's five choices (two of them give `admin`). */
const ZAddUserForm = z.object({
  name: contract.name,
  email: z.string().trim().pipe(contract.email),
  phone: contract.phone,
  roleChoice: z.enum(ROLE_CHOICES as [TRoleChoice, ...TRoleChoice[]]),
  delivery: ZPasswordDelivery,
});
type TAddUserFormValues = z.input<typeof ZAddUserForm>;
type TAddUserFormOutput = z.output<typeof ZAddUserForm>;

const DELIVERY_ICONS = { generated_password: KeyRound, email_link: Mail } as const;

export type TAddUserFormProps = { onCreated: (result: TCreateUserResponse) => void };

/** Name, email, phone, role, and how the person gets their first password. */
export function AddUserForm({ onCreated }: TAddUserFormProps) {
  const { t } = useTranslation();
  const createUser = useCreateUser();
  const deliveryLegendId = useId();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<TAddUserFormValues, unknown, TAddUserFormOutput>({
    resolver: zodResolver(ZAddUserForm, ZOD_PARSE_OPTIONS),
    defaultValues: { name: '', email: '', phone: '', roleChoice: 'maintenance', delivery: 'generated_password' },
  });
  const { errors, isSubmitting } = form.formState;
  const delivery = form.watch('delivery');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await createUser.mutateAsync({
        name: values.name,
        email: values.email,
        phone: values.phone ? values.phone : undefined,
        role: roleOfChoice(values.roleChoice),
        delivery: values.delivery,
      });
      onCreated(result);
    } catch (error) {
      if (isApiError(error) && error.code === 'email_in_use') form.setFocus('email');
      setFormError(error);
    }
  });

  const errorMessage =
    isApiError(formError) && formError.code === 'email_in_use'
      ? t('users.add.emailInUse')
      : formError
        ? getErrorMessage(t, formError)
        : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={isSubmitting}>
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={isSubmitting}>
        <FormField label={t('users.add.name')} error={errors.name} className="sm:col-span-2">
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label={t('users.add.email')} error={errors.email} hint={t('users.add.emailHint')}>
          <Input type="email" autoComplete="off" inputMode="email" autoCapitalize="none" {...form.register('email')} />
        </FormField>
        <FormField label={t('users.add.phone')} error={errors.phone} isOptional>
          <Input type="tel" autoComplete="off" inputMode="tel" {...form.register('phone')} />
        </FormField>
        <Controller
          control={form.control}
          name="roleChoice"
          render={({ field }) => (
            <FormField
              label={t('users.add.role')}
              error={errors.roleChoice}
              hint={t('users.add.roleHint')}
              className="sm:col-span-2"
            >
              <FormSelect
                {...selectFieldProps(field)}
                disabled={isSubmitting}
                options={ROLE_CHOICES.map((choice) => ({ value: choice, label: t(`users.roleChoices.${choice}`) }))}
              />
            </FormField>
          )}
        />
      </fieldset>

      <fieldset className="grid gap-2" disabled={isSubmitting}>
        <legend id={deliveryLegendId} className="mb-1.5 text-sm leading-none font-medium">
          {t('users.add.delivery')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PASSWORD_DELIVERIES.map((option) => {
            const Icon = DELIVERY_ICONS[option];
            const isSelected = delivery === option;
            return (
              <label
                key={option}
                className={cn(
                  'relative flex cursor-pointer items-start gap-2.5 rounded-lg border bg-background p-3 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  isSelected ? 'border-primary bg-brand-soft/60 ring-1 ring-primary' : 'hover:bg-accent',
                )}
              >
                <input type="radio" value={option} className="sr-only" {...form.register('delivery')} />
                <Icon
                  className={cn('mt-0.5 size-5 shrink-0', isSelected ? 'text-brand' : 'text-muted-foreground')}
                  aria-hidden="true"
                />
                <span className="grid gap-0.5">
                  <span className="text-sm leading-tight font-medium">{t(`users.deliveries.${option}`)}</span>
                  <span className="text-xs leading-snug text-muted-foreground">
                    {t(`users.deliveries.${option}Description`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <FormDialogFooter
        errorMessage={errorMessage}
        isSubmitting={isSubmitting}
        submitLabel={t('users.add.submit')}
        submittingLabel={t('users.add.submitting')}
      />
    </form>
  );
}
