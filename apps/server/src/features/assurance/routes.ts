import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, json, problems } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { populationCsv } from './population-csv.js';
import { RecalculationView, recalculationView, SampleQuery, SampleView, sampleView } from './schemas.js';
import { assuranceService } from './service.js';

const TAGS = ['Assurance'];
const POPULATION = '/api/assurance/periods/{id}/population';
const SAMPLE = '/api/assurance/periods/{id}/sample';
const RECALCULATION = '/api/assurance/results/{id}/recalculation';

/** A period's population as CSV, a seeded stratified sample of it, and the recalculation of one result. */
export function assuranceModule(runtime: Runtime): ApiModule {
  const assurance = assuranceService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: POPULATION,
        tags: TAGS,
        summary: 'The full population of a period’s results, as a CSV file',
        description:
          'Every current result of a current activity version whose dates lie inside the period (the rule of the period totals and of reports), in result-id order, CO2e as exact decimals.',
        ...accessOf('GET', POPULATION),
        request: { params: IdParam },
        responses: {
          200: {
            description: 'The CSV file, as an attachment',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...problems({ 404: 'No such period in this organization' }),
        },
      }),
      async (c) => {
        const { period, items } = await assurance.population(callerOf(c), c.req.valid('param').id);
        const name = `population_${period.periodStart}_${period.periodEnd}.csv`;
        return new Response(populationCsv(items), {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${name}"`,
            'cache-control': 'no-store',
          },
        }) as never;
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: SAMPLE,
        tags: TAGS,
        summary: 'A reproducible random sample of a period’s results, stratified by scope or by magnitude',
        description:
          'Proportional allocation over the strata (largest remainders), then a partial Fisher–Yates draw inside each stratum from one xoroshiro128+ generator seeded with `seed`. The same seed, size and stratification on the same population always give the same sample. Each item names its calculation record (`GET /api/records/{id}`) and recalculates at `GET /api/assurance/results/{id}/recalculation`.',
        ...accessOf('GET', SAMPLE),
        request: { params: IdParam, query: SampleQuery },
        responses: {
          200: { description: 'The sample', ...json(SampleView) },
          ...problems({
            400: 'Invalid seed, size or stratification',
            404: 'No such period in this organization',
          }),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const spec = c.req.valid('query');
        return c.json(sampleView(id, spec, await assurance.sample(callerOf(c), id, spec)), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: RECALCULATION,
        tags: TAGS,
        summary: 'Recalculate one result from its calculation record and compare the value',
        description:
          'Checks the record’s checksums, recomputes its output from the record alone (input, factor snapshots, algorithm version, override) and compares the recomputed CO2e with the result’s.',
        ...accessOf('GET', RECALCULATION),
        request: { params: IdParam },
        responses: {
          200: { description: 'The recalculation', ...json(RecalculationView) },
          ...problems({ 404: 'No such result in this organization' }),
        },
      }),
      async (c) =>
        c.json(recalculationView(await assurance.recalculate(callerOf(c), c.req.valid('param').id)), 200),
    );
  };
}
