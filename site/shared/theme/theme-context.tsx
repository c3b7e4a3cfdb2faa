import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { applyThemeClass, darkColorSchemeQuery, readStoredPreference } from './theme-class.ts';
import { nextThemePreference, resolveTheme, themeStorageKey, type ThemePreference } from '../../../core/theme/theme-preference.ts';

interface Theme {
  preference: ThemePreference;
  resolved: 'light' | 'dark';
  cycle: () => void;
}

const ThemeContext = createContext<Theme | null>(null);
const darkQuery = darkColorSchemeQuery;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function ThemeProvider({ defaultPreference, children }: { defaultPreference: ThemePreference; children: ReactNode }) {
  // The server renders the default; the client's stored choice was already applied by the boot script before
  // paint, and React re-reads it right after hydration without a mismatch.
  const preference = useSyncExternalStore(
    subscribe,
    () => readStoredPreference() ?? defaultPreference,
    () => defaultPreference,
  );
  const systemPrefersDark = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(darkQuery).matches,
    () => false,
  );
  const resolved = resolveTheme(preference, systemPrefersDark);

  useEffect(() => applyThemeClass(resolved), [resolved]);

  const cycle = useCallback(() => {
    const next = nextThemePreference(preference);
    try {
      localStorage.setItem(themeStorageKey, next);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
    for (const notify of listeners) notify();
  }, [preference]);

  const value = useMemo(() => ({ preference, resolved, cycle }), [preference, resolved, cycle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): Theme {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useTheme needs a <ThemeProvider> above it');
  return theme;
}
