/** The part of citation-js this project calls (the packages ship no types). */
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    format(format: 'bibtex' | 'ris' | 'data', options?: Record<string, unknown>): string;
    format(format: 'bibliography', options: { format: 'text'; template: string; lang: string; asEntryArray: true }): Array<[string, string]>;
  }
  export const plugins: {
    config: { get(name: string): unknown };
  };
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
