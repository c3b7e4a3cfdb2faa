#!/usr/bin/env node
// The CLI is TypeScript run through tsx, so owners need no compile step after `npm ci`.
import { register } from 'tsx/esm/api';

register();
await import('../main.ts');
