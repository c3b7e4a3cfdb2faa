// compression's own types are Express's (@types/compression pulls all of @types/express); the preview calls it as a
// plain Node handler, which it is, with the one option it sets.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface CompressionOptions {
    /** Bytes under which a response is sent as it is (default 1 kB). */
    threshold?: number;
  }
  export default function compression(options?: CompressionOptions): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
}
