import { languageStorageKey, type Language } from '../../../core/i18n/languages.ts';
import { themeStorageKey, type ThemePreference } from '../../../core/theme/theme-preference.ts';

export interface BootSettings {
  defaultTheme: ThemePreference;
  pageLanguage: Language;
  defaultLanguage: Language;
  /** Every site language; with one there is no other page to send anyone to. */
  languages: readonly Language[];
}

/** Sends a visitor whose stored language is another site language to the twin page, before anything is drawn. */
const languageRedirect = `if(s.langs.indexOf(l)>=0&&l!==s.page){var p=location.pathname,n=p;
for(var i=0;i<s.langs.length;i++){var c=s.langs[i],x='/'+c;if(c!==s.root&&(p===x||p.indexOf(x+'/')===0)){n=p.slice(x.length)||'/';break}}
location.replace((l===s.root?n:'/'+l+(n==='/'?'/':n))+location.search+location.hash)}`;

/**
 * The one inline script of every page, run in <head> before first paint: it marks <html> with `js` (what only
 * script can open or toggle is styled for interactive visitors from the first frame; without script it all
 * shows), applies the stored (or system) theme so the page never flashes the wrong colours, and, on a site of
 * several languages, sends a visitor whose stored language differs from the page's to the twin page before
 * anything is drawn. The build adds its hash to the Content-Security-Policy.
 */
export function bootScript({ defaultTheme, pageLanguage, defaultLanguage, languages }: BootSettings): string {
  const several = languages.length > 1;
  const settings = JSON.stringify({
    themeKey: themeStorageKey,
    defaultTheme,
    ...(several ? { languageKey: languageStorageKey, page: pageLanguage, root: defaultLanguage, langs: languages } : {}),
  });
  const readLanguage = several ? ';l=localStorage.getItem(s.languageKey)' : '';
  return `(function(s){var d=document.documentElement,t=null,l=null;try{t=localStorage.getItem(s.themeKey)${readLanguage}}catch(e){}
if(t!=='light'&&t!=='dark'&&t!=='system')t=s.defaultTheme;
var dark=t==='dark'||(t==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);
d.classList.add('js');d.classList.add(dark?'dark':'light');${several ? `\n${languageRedirect}` : ''}})(${settings});`;
}
