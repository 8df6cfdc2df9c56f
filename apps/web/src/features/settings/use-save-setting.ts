import type { TUpdateProfileRequest } from '@rentwell/contracts/profile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/error-messages.ts';
import { toast } from '../../lib/toast.ts';
import { useSaveProfileSetting } from './api/profile-mutations.ts';

/** One toast for every quick save in a row: the latest replaces the previous instead of stacking up. */
const SAVED_TOAST_ID = 'settings-saved';

/** Saves a setting the moment it changes, and says so (or why it could not, with the old value put back). */
export function useSaveSetting(): (patch: TUpdateProfileRequest) => void {
  const { t } = useTranslation();
  const { mutate } = useSaveProfileSetting();
  return useCallback(
    (patch: TUpdateProfileRequest) =>
      mutate(patch, {
        onSuccess: () => {
          toast.success(t('settings.toasts.saved'), { id: SAVED_TOAST_ID });
        },
        onError: (error) => {
          toast.error(t('settings.toasts.saveFailed'), { id: SAVED_TOAST_ID, description: getErrorMessage(t, error) });
        },
      }),
    [mutate, t],
  );
}
