import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../lib/error-messages.ts';
import { toast } from '../lib/toast.ts';

/**
 * Signs out with better-auth and loads `/`. The landing page is a document of its own (decision 007), so this is a
 * full page load: it also drops everything this user's session kept in memory (every cached query, the role).
 */
export function useSignOut() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      const { authClient } = await import('../lib/auth-client.ts');
      const { error } = await authClient.signOut();
      if (error) throw error;
    },
    onSuccess: () => {
      window.location.replace('/');
    },
    onError: (error) => {
      toast.error(t('shell.signOutFailed'), { description: getErrorMessage(t, error) });
    },
  });
}
