/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEFAULT_LANGUAGE?: string;
  /** The site's languages, comma-separated (en,fr), set by `portfolio build` and `portfolio dev` from site.json. */
  readonly VITE_LANGUAGES?: string;
}

declare module 'virtual:portfolio-data' {
  const data: Record<string, unknown>;
  export default data;
}
