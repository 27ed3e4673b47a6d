import { randomBytes } from 'node:crypto';
import { assertPasswordPolicy, hashPassword } from '@ctp/auth';
import {
  aggregateEmissions,
  appendAudit,
  bulkInsertActivityData,
  createFacility,
  createOrganization,
  createUser,
  findOrganizationBySlug,
  SlugSchema,
  saveBaseYearPolicy,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { Decimal } from 'decimal.js';
import { openRuntime } from '../app/open-runtime.js';
import { type CalculationRunSummary, runCalculation } from '../features/calculations/index.js';
import type { Runtime } from '../wiring/runtime.js';
import { DEMO_BASE_YEAR, DEMO_FACILITIES, DEMO_RUNS, DEMO_YEARS, demoActivities } from './demo-data.js';
import type { CliIo } from './program.js';
import { UsageError } from './read-json-file.js';
import { configFromOptions, type ServeOptions } from './serve-command.js';

/** Options of `ctp demo`. */
export interface DemoOptions extends Pick<ServeOptions, 'dataDir'> {
  /** Slug of the demo organization; default `demo`. */
  slug?: string;
}

/** What `ctp demo` created. */
export interface DemoOutcome {
  organization: { id: string; slug: string; name: string; publicOrgId: string };
  admin: { email: string; password: string };
  facilities: number;
  activities: number;
  /** The base year set in the organization's base-year policy. */
  baseYear: number;
  /** The calculation runs, oldest period first (see `DEMO_RUNS` for the base year's pinned edition). */
  runs: (CalculationRunSummary & {
    periodStart: string;
    periodEnd: string;
    datasetPins: Record<string, string>;
  })[];
  /** Current totals per year: kg CO2e as exact decimal strings. */
  byYear: {
    year: string;
    scope1: string;
    scope2LocationBased: string;
    scope2MarketBased: string;
    scope3: string;
  }[];
}

const t = (kg: string) => new Decimal(kg).div(1000).toFixed(1);

/**
 * `ctp demo`: creates a demo organization (with a development sign-in administrator whose random
 * password is printed once), two facilities and every month of 2019–2025, sets 2019 as the base
 * year, then calculates everything through the same path as `POST /api/calculations` (2019–2020
 * with the EPA Hub 2021 edition pinned, see `DEMO_RUNS`). Everything is audited with the `system`
 * actor. Refuses an existing slug rather than mixing demo data into a real organization.
 */
export async function runDemo(options: DemoOptions, io: CliIo): Promise<DemoOutcome> {
  const slug = SlugSchema.safeParse(options.slug ?? 'demo');
  if (!slug.success) throw new UsageError(`--slug: ${slug.error.issues[0]?.message ?? 'invalid slug'}`);
  const { config, logger } = await configFromOptions(options, io, 'stderr');
  const runtime = await openRuntime(config, { logger, startJobs: false });
  try {
    return await seedDemo(runtime, slug.data);
  } finally {
    await runtime.close();
  }
}

/**
 * Creates the demo organization on an open runtime (what `ctp demo` does after opening it): also
 * used by tests that need the demo data in a server harness.
 */
export async function seedDemo(runtime: Runtime, slug: string): Promise<DemoOutcome> {
  const db = runtime.database.db;
  if (await withSystem(db, (s) => findOrganizationBySlug(s, slug))) {
    throw new UsageError(`an organization with slug "${slug}" exists already; choose another with --slug`);
  }
  const email = `admin@${slug}.example`;
  const password = randomBytes(15).toString('base64url');
  assertPasswordPolicy(password, { email });
  const passwordHash = await hashPassword(password);

  const organization = await withSystem(db, (s) =>
    createOrganization(s, { name: 'Demo Manufacturing', slug: slug, settings: { demo: true } }),
  );
  const system = { actorType: 'system' as const, actorId: null };
  const created = await withOrganization(db, organization.id, async (scope) => {
    const admin = await createUser(scope, { email, name: 'Demo Admin', role: 'ORG_ADMIN', passwordHash });
    const oakland = await createFacility(scope, DEMO_FACILITIES.oakland);
    const leeds = await createFacility(scope, DEMO_FACILITIES.leeds);
    const { ids } = await bulkInsertActivityData(
      scope,
      demoActivities({ oakland: oakland.id, leeds: leeds.id }, DEMO_YEARS),
    );
    await saveBaseYearPolicy(scope, { baseYear: DEMO_BASE_YEAR, updatedBy: admin.id });
    await appendAudit(scope, {
      ...system,
      action: 'demo.create',
      entityType: 'organization',
      entityId: organization.id,
      details: {
        admin: admin.id,
        facilities: [oakland.id, leeds.id],
        activities: ids.length,
        baseYear: DEMO_BASE_YEAR,
      },
    });
    return { facilities: 2, activities: ids.length };
  });

  const runs: DemoOutcome['runs'] = [];
  for (const { periodStart, periodEnd, ...pins } of DEMO_RUNS) {
    const datasetPins: Record<string, string> = 'datasetPins' in pins ? { ...pins.datasetPins } : {};
    const run = await runCalculation(
      { db, registry: runtime.registry },
      {
        organizationId: organization.id,
        actorUserId: null,
        selection: { kind: 'period', periodStart, periodEnd },
        ...(Object.keys(datasetPins).length === 0 ? {} : { datasetPins }),
        auditActor: system,
      },
    );
    runs.push({ ...run, periodStart, periodEnd, datasetPins });
  }
  const byYear = await withOrganization(db, organization.id, async (scope) => {
    const years = [];
    for (const year of DEMO_YEARS.map(String)) {
      const totals = await aggregateEmissions(scope, {
        periodFrom: `${year}-01-01`,
        periodTo: `${year}-12-31`,
      });
      const sum = (pick: (scope: number, method: string | null) => boolean) =>
        totals
          .filter((r) => pick(r.scope, r.method))
          .reduce((acc, r) => acc.plus(r.co2eKg), new Decimal(0))
          .toFixed();
      years.push({
        year,
        scope1: sum((s) => s === 1),
        scope2LocationBased: sum((s, m) => s === 2 && m === 'location_based'),
        scope2MarketBased: sum((s, m) => s === 2 && m === 'market_based'),
        scope3: sum((s) => s === 3),
      });
    }
    return years;
  });
  return {
    organization: {
      id: organization.id,
      slug: organization.slug,
      name: organization.name,
      publicOrgId: organization.publicOrgId,
    },
    admin: { email, password },
    ...created,
    baseYear: DEMO_BASE_YEAR,
    runs,
    byYear,
  };
}

/** The human-readable summary `ctp demo` prints. */
export function formatDemo(outcome: DemoOutcome): string {
  const firstMonth = `${outcome.byYear[0]?.year ?? ''}-01`;
  const lastMonth = `${outcome.byYear.at(-1)?.year ?? ''}-12`;
  const lines = [
    `Created "${outcome.organization.name}" (slug ${outcome.organization.slug}, public id ${outcome.organization.publicOrgId})`,
    `  ${outcome.facilities} facilities, ${outcome.activities} activities (${firstMonth} to ${lastMonth}), base year ${outcome.baseYear}`,
    ...outcome.runs.map((run) => {
      const pins = Object.entries(run.datasetPins).map(([id, version]) => `${id}@${version}`);
      const pinned = pins.length === 0 ? '' : ` (pinned: ${pins.join(', ')})`;
      return `  calculation run ${run.runId}, ${run.periodStart} to ${run.periodEnd}${pinned}: ${run.calculated} results, ${run.failedCount} failed`;
    }),
    '',
    '  year   scope 1 t   scope 2 location t   scope 2 market t   scope 3 t',
    ...outcome.byYear.map(
      (y) =>
        `  ${y.year}  ${t(y.scope1).padStart(10)}  ${t(y.scope2LocationBased).padStart(19)}  ${t(y.scope2MarketBased).padStart(17)}  ${t(y.scope3).padStart(10)}${y.year === String(outcome.baseYear) ? '  base year' : ''}`,
    ),
    '',
    `Sign in at /sign-in with organization "${outcome.organization.slug}", email ${outcome.admin.email}`,
    `and password ${outcome.admin.password} (shown only now; development sign-in).`,
  ];
  const failed = outcome.runs.flatMap((run) => run.failed);
  if (failed.length > 0) {
    lines.push('', 'Failed activities:');
    for (const f of failed) lines.push(`  ${f.activityId}: ${f.code} ${f.message}`);
  }
  return `${lines.join('\n')}\n`;
}
