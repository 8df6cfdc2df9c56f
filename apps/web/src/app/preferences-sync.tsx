import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesStore } from '../lib/preferences.ts';
import { useAuth } from '../lib/use-auth.ts';

/**
 * After sign-in, applies the theme, display scale and language stored in the profile, once per user (later changes
 * go the other way: `usePreferences` saves them to the profile).
 */
export function PreferencesSync() {
  const { user, profile } = useAuth();
  const { i18n } = useTranslation();
  const appliedForUser = useRef<string | null>(null);

  useEffect(() => {
    if (!user || !profile) {
      appliedForUser.current = null;
      return;
    }
    if (appliedForUser.current === user.id) return;
    appliedForUser.current = user.id;
    preferencesStore.set({ theme: profile.themePreference, displayScale: profile.displayScale });
    if (i18n.resolvedLanguage !== profile.preferredLanguage) {
      i18n.changeLanguage(profile.preferredLanguage).catch((error: unknown) => {
        console.error('Failed to apply the profile language', error);
      });
    }
  }, [user, profile, i18n]);

  return null;
}
