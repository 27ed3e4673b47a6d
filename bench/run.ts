import { benchEngineThroughput } from './engine-throughput.js';
import { benchForecast } from './forecast/run.js';
import { benchImportThroughput } from './import-throughput.js';
import { benchReportJob } from './report-job.js';
import { benchReporting } from './reporting.js';
import { benchRequests } from './requests.js';
import { benchStartup } from './start.js';
import { benchWeb } from './web.js';

// `pnpm bench [--quick]`: --quick runs smaller sizes for a fast look; the figures use the full run.
const quick = process.argv.includes('--quick');
await benchEngineThroughput(quick ? [20_000, 100_000] : [100_000, 1_000_000]);
// Import and calculation of activity rows through the store, next to a COPY baseline (PGlite, and
// PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set).
await benchImportThroughput(quick ? 20_000 : 1_000_000);
// Forecast accuracy of autoArima/autoEts next to R's forecast package (R optional), last year held out.
await benchForecast(quick);
// Every artifact of one report (PDF, HTML, JSON, CSVs, Markdown) and the PDF's share of the time.
await benchReporting(quick ? 20_000 : 100_000);
// The whole job through a real server and worker, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
await benchReportJob(quick ? 20_000 : 100_000);
// The web application: JavaScript per route, the summary API at 1,000,000 results, the dashboard in Chromium.
await benchWeb(quick ? 100_000 : 1_000_000);
// Start-up of the built `ctp` next to `node -e 0` and a bare Hono server; requests per second of an
// authenticated read next to `/healthz` (PGlite, and PostgreSQL with TEST_DATABASE_URL).
await benchStartup(quick ? 3 : 7);
await benchRequests(6_000, quick ? 5 : 10);
