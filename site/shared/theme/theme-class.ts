import { isThemePreference, resolveTheme, themeStorageKey, type ThemePreference } from '../../../core/theme/theme-preference.ts';

export const darkColorSchemeQuery = '(prefers-color-scheme: dark)';

export function readStoredPreference(): ThemePreference | null {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return isThemePreference(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function applyThemeClass(resolved: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
}

/**
 * Keeps <html>'s theme class in step with the system colour scheme while the preference is 'system', and
 * with a choice made in another tab, without React (the boot script set it before the first paint).
 */
export function followThemePreference(defaultPreference: ThemePreference): void {
  const media = window.matchMedia(darkColorSchemeQuery);
  const apply = () => applyThemeClass(resolveTheme(readStoredPreference() ?? defaultPreference, media.matches));
  media.addEventListener('change', apply);
  window.addEventListener('storage', apply);
}
