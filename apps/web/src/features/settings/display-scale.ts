import { DISPLAY_SCALES } from '@rentwell/contracts/profile';
import type { TFunction } from 'i18next';
import { getErrorMessage } from '../../lib/error-messages.ts';
import { normalizeDisplayScale } from '../../lib/preferences.ts';

/** The display scale table of the contract, with the translation key of each label ('Large (125%)', ...). */
export const DISPLAY_SCALE_OPTIONS = DISPLAY_SCALES.map((scale) => ({
  ...scale,
  labelKey: `settings.displayScales.${scale.key}` as const,
}));

export function getDisplayScaleLabel(t: TFunction, factor: number): string {
  const option = DISPLAY_SCALE_OPTIONS.find((entry) => entry.factor === normalizeDisplayScale(factor));
  return t(option?.labelKey ?? 'settings.displayScales.default');
}

export type TToastApi = {
  success: (title: string, options: { description: string }) => unknown;
  error: (title: string, options: { description: string }) => unknown;
};

/**
 * Saves a new display scale and reports it (SPEC §8): 'Display scale updated' / 'Interface size set to {label}' on
 * success, a destructive 'Error updating display scale' with the error's message on failure.
 */
export async function saveDisplayScaleWithToast(
  factor: number,
  save: (factor: number) => Promise<void>,
  t: TFunction,
  toast: TToastApi,
): Promise<void> {
  try {
    await save(factor);
    toast.success(t('settings.toasts.scaleUpdated'), {
      description: t('settings.toasts.scaleUpdatedDescription', { label: getDisplayScaleLabel(t, factor) }),
    });
  } catch (error) {
    toast.error(t('settings.toasts.scaleUpdateFailed'), { description: getErrorMessage(t, error) });
  }
}
