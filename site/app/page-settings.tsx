import { useI18n } from '../shared/i18n/i18n-context.tsx';
import { useSite } from '../shared/site/site-context.tsx';
import { pageSettingsAttribute } from './islands/page-settings-attribute.ts';

/**
 * What a page of islands needs without React (site/app/islands/page-services.ts): the question asked before
 * updating to a new version of the site, the default theme and the analytics endpoint. Never shown.
 */
export function PageSettings() {
  const { t } = useI18n();
  const { analytics, defaultTheme } = useSite();
  return (
    <span
      hidden
      {...{ [pageSettingsAttribute]: '' }}
      data-update-confirm={t('update.confirm')}
      data-default-theme={defaultTheme}
      data-analytics-endpoint={analytics.endpoint ?? undefined}
    />
  );
}
