/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEFAULT_LANGUAGE?: string;
  /** The site's languages, comma-separated (en,fr), set by `portfolio build` and `portfolio dev` from site.json. */
  readonly VITE_LANGUAGES?: string;
}

declare module 'virtual:portfolio-data' {
  /** A data file the build wrote, parsed; undefined when there is none of that name. */
  export function readDataFile(key: string): unknown;
}
