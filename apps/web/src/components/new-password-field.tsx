import { PASSWORD_MIN_LENGTH } from '@rentwell/contracts/sign-up';
import { useTranslation } from 'react-i18next';
import { FormField, type TFormFieldProps } from './ui/form-field.tsx';
import { Input, type TInputProps } from './ui/input.tsx';

export type TNewPasswordFieldProps = Pick<TFormFieldProps, 'label' | 'error'> &
  Omit<TInputProps, 'type' | 'autoComplete' | 'minLength'>;

/** A field for choosing a new account password: the length rule as its hint, and a password manager's suggestion. */
export function NewPasswordField({ label, error, ...inputProps }: TNewPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} error={error} hint={t('auth.fields.passwordHint')}>
      <Input type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} {...inputProps} />
    </FormField>
  );
}
