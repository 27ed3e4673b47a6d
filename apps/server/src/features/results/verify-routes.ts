import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { json, problems } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { resultsService } from './service.js';
import { ResultsVerificationView, VerifyQuery, verificationView } from './verification-schemas.js';

/** `GET /api/results/verify`: recompute what is reported from the calculation records. */
export function resultsVerificationModule(runtime: Runtime): ApiModule {
  const results = resultsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/results/verify',
        tags: ['Emission results'],
        summary: 'Recompute totals from the calculation records and name every result that disagrees',
        description:
          "Checks each result against its immutable calculation record (CO2e, classification, the record-output hash it carries, the record's checksums), compares totals by scope from the records with totals from the results, and recomputes each run's Merkle root against the sealed root and the root in the hash-chained audit log. Detects changes made behind the service's back, also by the database owner with triggers off; see docs/tamper-evidence.md.",
        ...accessOf('GET', '/api/results/verify'),
        request: { query: VerifyQuery },
        responses: {
          200: { description: 'The verification', ...json(ResultsVerificationView) },
          ...problems({ 400: 'Invalid query', 404: 'No such calculation run in this organization' }),
        },
      }),
      async (c) => {
        const { runId } = c.req.valid('query');
        return c.json(verificationView(await results.verify(callerOf(c), runId)), 200);
      },
    );
  };
}
