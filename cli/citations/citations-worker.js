// The page citations' child process starts without the CLI's TypeScript loader: register tsx here, as
// cli/bin/portfolio.js does.
import { register } from 'tsx/esm/api';

register();
await import('./page-citations-process.ts');
