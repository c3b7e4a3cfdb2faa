import { languageStorageKey, type Language } from '../../shared/i18n/languages.ts';
import { themeStorageKey, type ThemePreference } from '../../shared/theme/theme-preference.ts';

export interface BootSettings {
  defaultTheme: ThemePreference;
  pageLanguage: Language;
  defaultLanguage: Language;
}

/**
 * The one inline script of every page, run in <head> before first paint: it marks <html> with `js` (what only
 * script can open or toggle is styled for interactive visitors from the first frame; without script it all
 * shows), applies the stored (or system) theme so the page never flashes the wrong colours, and sends a visitor whose stored language differs from
 * the page's to the twin page before anything is drawn. The build adds its hash to the Content-Security-Policy.
 */
export function bootScript({ defaultTheme, pageLanguage, defaultLanguage }: BootSettings): string {
  const settings = JSON.stringify({
    themeKey: themeStorageKey,
    languageKey: languageStorageKey,
    defaultTheme,
    page: pageLanguage,
    root: defaultLanguage,
  });
  return `(function(s){var d=document.documentElement,t=null,l=null;try{t=localStorage.getItem(s.themeKey);l=localStorage.getItem(s.languageKey)}catch(e){}
if(t!=='light'&&t!=='dark'&&t!=='system')t=s.defaultTheme;
var dark=t==='dark'||(t==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);
d.classList.add('js');d.classList.add(dark?'dark':'light');
if((l==='en'||l==='fr')&&l!==s.page){var p=location.pathname,o=s.root==='en'?'fr':'en',x='/'+o;
var n=p===x||p.indexOf(x+'/')===0?p.slice(x.length)||'/':p;
location.replace((l===s.root?n:x+(n==='/'?'/':n))+location.search+location.hash)}})(${settings});`;
}
