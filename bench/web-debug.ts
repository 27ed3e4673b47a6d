import { benchWeb } from '/work/main/bench/web.ts';
await benchWeb(12_000);
