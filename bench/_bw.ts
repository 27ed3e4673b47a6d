import { benchWeb } from './web.js';
await benchWeb(Number(process.argv[2] ?? 50000));
