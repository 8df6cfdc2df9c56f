import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';

/** The translated message of a failed auth request (by code, never by the server's text). */
export function FormErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <span>{getErrorMessage(t, error)}</span>
    </Alert>
  );
}
