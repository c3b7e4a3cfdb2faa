import type { RouteRecord } from 'vite-react-ssg';
import { LanguageLayout } from './app/language-layout.tsx';
import { CollectionItemRoute, CollectionRoute } from './app/routes/collection-route.tsx';
import { CvRoute } from './app/routes/cv-route.tsx';
import { HomeRoute } from './app/routes/home-route.tsx';
import { NotFoundRoute } from './app/routes/not-found-route.tsx';
import { SearchRoute } from './app/routes/search-route.tsx';
import { collectionModels } from '../core/collections/registry.ts';
import { defaultLanguage, languagePrefix, siteLanguages, type Language } from '../core/i18n/languages.ts';

function languageRoutes(language: Language): RouteRecord {
  return {
    path: languagePrefix(language) || '/',
    element: <LanguageLayout language={language} />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'cv', element: <CvRoute /> },
      { path: 'search', element: <SearchRoute /> },
      ...collectionModels.flatMap((model) =>
        model.pages.map((page) => ({ path: page.neutralPath.slice(1), element: <CollectionRoute model={model} page={page.id} /> })),
      ),
      ...collectionModels.flatMap((model) =>
        ('itemPages' in model ? model.itemPages : []).map((page) => ({
          path: page.pattern.slice(1),
          element: <CollectionItemRoute model={model} page={page} />,
        })),
      ),
      { path: '*', element: <NotFoundRoute /> },
    ],
  };
}

/** A route tree per site language: the prefixed languages first, the default one (at /) last, as its catch-all. */
export const routes: RouteRecord[] = [
  ...siteLanguages.filter((language) => language !== defaultLanguage).map(languageRoutes),
  languageRoutes(defaultLanguage),
];

