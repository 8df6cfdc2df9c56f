import { DISPLAY_SCALES } from '@rentwell/contracts/profile';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api-client.ts';
import { getDisplayScaleLabel, saveDisplayScaleWithToast } from './display-scale.ts';

/** SPEC §3, display scale options. */
const SPEC_LABELS: Record<number, string> = {
  0.9: 'Compact (90%)',
  1: 'Default (100%)',
  1.1: 'Comfortable (110%)',
  1.25: 'Large (125%)',
  1.5: 'Extra Large (150%)',
};

describe('display scale toasts', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
  });

  it.each(DISPLAY_SCALES.map((scale) => scale.factor))('labels %s from the table', (factor) => {
    expect(getDisplayScaleLabel(i18n.t, factor)).toBe(SPEC_LABELS[factor]);
  });

  it.each(DISPLAY_SCALES.map((scale) => scale.factor))('announces success for %s with its label', async (factor) => {
    const toast = { success: vi.fn(), error: vi.fn() };
    const save = vi.fn().mockResolvedValue(undefined);
    await saveDisplayScaleWithToast(factor, save, i18n.t, toast);
    expect(save).toHaveBeenCalledWith(factor);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Display scale updated', {
      description: `Interface size set to ${SPEC_LABELS[factor]}`,
    });
  });

  it('shows a destructive toast with the error message when saving fails', async () => {
    const toast = { success: vi.fn(), error: vi.fn() };
    const save = vi.fn().mockRejectedValue(new ApiError({ code: 'network_error', status: 0, message: 'offline' }));
    await saveDisplayScaleWithToast(1.25, save, i18n.t, toast);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Error updating display scale', {
      description: "We couldn't reach the server. Check your connection and try again.",
    });
  });

  it('uses the translated label in other languages', async () => {
    await i18n.changeLanguage('fr');
    expect(getDisplayScaleLabel(i18n.t, 1.5)).toBe('Très grande (150 %)');
    await i18n.changeLanguage('en');
  });
});
