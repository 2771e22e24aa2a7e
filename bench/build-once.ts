/** One production build, for bench.ts: prints its peak memory (maxRSS, KiB) on a line of its own. */
import { build } from '../src/node/build';

await build();
console.log(`BENCH ${JSON.stringify({ maxRSS: process.resourceUsage().maxRSS })}`);
