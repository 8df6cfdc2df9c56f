import type { TMeResponse } from '@rentwell/contracts/me';
import type { TLanguage, TTheme, TUpdateProfileRequest } from '@rentwell/contracts/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toSupportedLanguage } from '../i18n/languages.ts';
import { preferencesStore } from './preferences.ts';
import { ME_QUERY_KEY, updateProfile } from './session.ts';

export type TPreferencesApi = {
  theme: TTheme;
  displayScale: number;
  language: TLanguage;
  /** Applies at once; saved to the profile when signed in (a failed save is only logged). */
  setTheme: (theme: TTheme) => void;
  /** Applies at once; saved to the profile when signed in (a failed save is only logged). */
  setLanguage: (language: TLanguage) => void;
  /** Applies at once; the promise rejects when saving to the profile fails, so the caller can tell the user. */
  setDisplayScale: (factor: number) => Promise<void>;
};

/**
 * Theme, display scale and language: applied to the page at once, kept in localStorage, and (when signed in) saved
 * to the profile with `PATCH /api/me/profile`.
 */
export function usePreferences(): TPreferencesApi {
  const { theme, displayScale } = useSyncExternalStore(preferencesStore.subscribe, preferencesStore.getSnapshot);
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();

  const saveToProfile = useCallback(
    async (patch: TUpdateProfileRequest): Promise<void> => {
      const me = queryClient.getQueryData<TMeResponse | null>(ME_QUERY_KEY);
      if (!me) return;
      const profile = await updateProfile(patch);
      queryClient.setQueryData<TMeResponse | null>(ME_QUERY_KEY, (current) =>
        current ? { ...current, profile } : current,
      );
    },
    [queryClient],
  );

  const setTheme = useCallback(
    (next: TTheme) => {
      preferencesStore.set({ theme: next });
      saveToProfile({ themePreference: next }).catch((error: unknown) => {
        console.error('Failed to save the theme preference', error);
      });
    },
    [saveToProfile],
  );

  const setLanguage = useCallback(
    (next: TLanguage) => {
      void i18n.changeLanguage(next);
      saveToProfile({ preferredLanguage: next }).catch((error: unknown) => {
        console.error('Failed to save the language preference', error);
      });
    },
    [i18n, saveToProfile],
  );

  const setDisplayScale = useCallback(
    async (factor: number) => {
      preferencesStore.set({ displayScale: factor });
      try {
        await saveToProfile({ displayScale: preferencesStore.getSnapshot().displayScale });
      } catch (error) {
        console.error('Failed to save the display scale', error);
        throw error;
      }
    },
    [saveToProfile],
  );

  return {
    theme,
    displayScale,
    language: toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language),
    setTheme,
    setLanguage,
    setDisplayScale,
  };
}
