/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEFAULT_LANGUAGE?: string;
}

declare module 'virtual:portfolio-data' {
  const data: Record<string, unknown>;
  export default data;
}
