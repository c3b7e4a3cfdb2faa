/**
 * A talk as a paper's page lists it (the talks that present a work): what the talks collection gives the
 * publications collection, beside the registry because neither imports the other. Its anchor on /talks/ is its id.
 */
export interface PaperTalk {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  /** A talk type (core/collections/talks/talks-model.ts), said through `talks.type.<type>`. */
  type: string;
  title: string;
  event: string;
}
