#!/usr/bin/env node
// The CLI runs the TypeScript sources directly (tsx), so there is no separate CLI build to go stale.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
