/** The element that carries what a page needs without React (site/app/page-settings.tsx). */
export const pageSettingsAttribute = 'data-page-settings';
