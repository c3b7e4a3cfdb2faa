import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { configureAnalytics, trackEvent } from '../../shared/analytics/track.ts';

/** Points the analytics at the owner's endpoint (if any) and records a pageview per page shown. */
export function usePageAnalytics(endpoint: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => configureAnalytics(endpoint), [endpoint]);
  useEffect(() => trackEvent('pageview', { path: pathname }), [pathname]);
}
