import type { TDisplayScaleKey, TTheme } from '@rentwell/contracts/profile';
import { DISPLAY_SCALE_OPTIONS as DISPLAY_SCALES, THEME_OPTIONS as THEMES } from '@rentwell/contracts/profile-options';

/** localStorage keys; `public/theme-init.js` reads the same two before the first paint. */
export const THEME_STORAGE_KEY = 'rentwell.theme';
const DISPLAY_SCALE_STORAGE_KEY = 'rentwell.displayScale';

export const DEFAULT_THEME: TTheme = 'system';
const DEFAULT_DISPLAY_SCALE = 1;

type TPreferences = { theme: TTheme; displayScale: number };

export function isTheme(value: unknown): value is TTheme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The closest factor of the display scale table, so a stray stored value never produces an odd size. */
export function normalizeDisplayScale(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number <= 0) return DEFAULT_DISPLAY_SCALE;
  let best: number = DEFAULT_DISPLAY_SCALE;
  for (const { factor } of DISPLAY_SCALES) {
    if (Math.abs(factor - number) < Math.abs(best - number)) best = factor;
  }
  return best;
}

function getDisplayScaleKey(factor: number): TDisplayScaleKey {
  return DISPLAY_SCALES.find((scale) => scale.factor === normalizeDisplayScale(factor))?.key ?? 'default';
}

function prefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

export function resolveTheme(theme: TTheme): 'light' | 'dark' {
  if (theme === 'system') return prefersDark() ? 'dark' : 'light';
  return theme;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota): the preference still applies for this visit.
  }
}

export function applyTheme(theme: TTheme): void {
  const root = document.documentElement;
  const resolved = resolveTheme(theme);
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  root.dataset.theme = theme;
}

/** All sizes are in rem, so scaling the root font size scales the whole interface. */
function applyDisplayScale(factor: number): void {
  const root = document.documentElement;
  const normalized = normalizeDisplayScale(factor);
  root.style.fontSize = `${normalized * 100}%`;
  root.dataset.displayScale = getDisplayScaleKey(normalized);
}

function readStoredPreferences(): TPreferences {
  const theme = readStorage(THEME_STORAGE_KEY);
  const scale = readStorage(DISPLAY_SCALE_STORAGE_KEY);
  return {
    theme: isTheme(theme) ? theme : DEFAULT_THEME,
    displayScale: scale === null ? DEFAULT_DISPLAY_SCALE : normalizeDisplayScale(scale),
  };
}

type TListener = () => void;

/** The one source of truth for theme and display scale: applied to the document and kept in localStorage. */
function createPreferencesStore() {
  let state: TPreferences = { theme: DEFAULT_THEME, displayScale: DEFAULT_DISPLAY_SCALE };
  const listeners = new Set<TListener>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: (): TPreferences => state,
    subscribe(listener: TListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Reads localStorage, applies it, and follows the operating system while the theme is 'system'. */
    init(): void {
      state = readStoredPreferences();
      applyTheme(state.theme);
      applyDisplayScale(state.displayScale);
      if (typeof window.matchMedia === 'function') {
        window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
          if (state.theme === 'system') applyTheme('system');
          emit();
        });
      }
    },
    set(patch: Partial<TPreferences>): void {
      const next: TPreferences = {
        theme: patch.theme ?? state.theme,
        displayScale: patch.displayScale === undefined ? state.displayScale : normalizeDisplayScale(patch.displayScale),
      };
      if (next.theme === state.theme && next.displayScale === state.displayScale) return;
      if (next.theme !== state.theme) {
        applyTheme(next.theme);
        writeStorage(THEME_STORAGE_KEY, next.theme);
      }
      if (next.displayScale !== state.displayScale) {
        applyDisplayScale(next.displayScale);
        writeStorage(DISPLAY_SCALE_STORAGE_KEY, String(next.displayScale));
      }
      state = next;
      emit();
    },
  };
}

export const preferencesStore = createPreferencesStore();
