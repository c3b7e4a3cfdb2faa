import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from '../../../schemas/types.generated.ts';

const SiteContext = createContext<SiteConfig | null>(null);

export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The owner's profile and the site settings from content/site.json. */
export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a <SiteProvider> above it');
  return site;
}
