import { formatDecimal, toDecimal } from '@ctp/factors';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { MovementExplanationsTable } from '../database/close.js';
import { ConflictError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';

/** The key of a movement line: a scope, a Scope 2 method, a Scope 3 category (1–15) or a facility. */
export const MOVEMENT_LINE_KEY =
  /^(scope1|scope2\.(location_based|market_based)|scope3|scope3\.category\.([1-9]|1[0-5])|facility\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** One version of the explanation of a line's movement, with the figures it explained. */
export interface MovementExplanation {
  readonly id: string;
  readonly periodId: string;
  readonly lineKey: string;
  readonly explanation: string;
  readonly previousCo2eKg: string;
  readonly currentCo2eKg: string;
  readonly thresholdPercent: string;
  /** The version this one replaced, or null for the first explanation of the line. */
  readonly supersedesId: string | null;
  readonly explainedBy: string;
  readonly createdAt: Date;
}

const decimal = (v: string) => formatDecimal(toDecimal(v));

function toExplanation(row: Selectable<MovementExplanationsTable>): MovementExplanation {
  return {
    id: row.id,
    periodId: row.period_id,
    lineKey: row.line_key,
    explanation: row.explanation,
    previousCo2eKg: decimal(row.previous_co2e_kg),
    currentCo2eKg: decimal(row.current_co2e_kg),
    thresholdPercent: decimal(row.threshold_percent),
    supersedesId: row.supersedes_id,
    explainedBy: row.explained_by,
    createdAt: row.created_at,
  };
}

const Figure = z.string().regex(/^-?\d+(\.\d+)?$/, 'an exact decimal string');

export const MovementExplanationInputSchema = z.strictObject({
  periodId: z.uuid(),
  lineKey: z.string().regex(MOVEMENT_LINE_KEY, 'a movement line key'),
  explanation: z.string().trim().min(1).max(5000),
  previousCo2eKg: Figure,
  currentCo2eKg: Figure,
  thresholdPercent: Figure,
  explainedBy: z.uuid(),
});

/** The current explanation of each line of a period (the versions nothing supersedes), by line key. */
export async function currentMovementExplanations(
  scope: OrganizationScope,
  periodId: string,
): Promise<Map<string, MovementExplanation>> {
  const rows = await scope.db
    .selectFrom('movement_explanations as e')
    .selectAll('e')
    .where('e.period_id', '=', periodId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('movement_explanations as n')
            .select('n.id')
            .whereRef('n.organization_id', '=', 'e.organization_id')
            .whereRef('n.supersedes_id', '=', 'e.id'),
        ),
      ),
    )
    .execute();
  return new Map(rows.map((r) => [r.line_key, toExplanation(r)]));
}

/** Every version of the explanations of a period, oldest first (what an auditor may trace). */
export async function movementExplanationHistory(
  scope: OrganizationScope,
  periodId: string,
): Promise<MovementExplanation[]> {
  const rows = await scope.db
    .selectFrom('movement_explanations')
    .selectAll()
    .where('period_id', '=', periodId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toExplanation);
}

/**
 * Adds the explanation of a line of a draft period, superseding the line's current one (the
 * database refuses it unless the period is a draft). `ConflictError` when another explanation of
 * the same line was added concurrently: the caller reads again and decides.
 */
export async function addMovementExplanation(
  scope: OrganizationScope,
  input: z.input<typeof MovementExplanationInputSchema>,
): Promise<MovementExplanation> {
  const p = parseInput('movement explanation', MovementExplanationInputSchema, input);
  const current = (await currentMovementExplanations(scope, p.periodId)).get(p.lineKey);
  try {
    const row = await scope.db
      .insertInto('movement_explanations')
      .values({
        id: uuidv7(),
        organization_id: scope.organizationId,
        period_id: p.periodId,
        line_key: p.lineKey,
        explanation: p.explanation,
        previous_co2e_kg: p.previousCo2eKg,
        current_co2e_kg: p.currentCo2eKg,
        threshold_percent: p.thresholdPercent,
        supersedes_id: current?.id ?? null,
        explained_by: p.explainedBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toExplanation(row);
  } catch (error) {
    const constraint = (error as { constraint?: unknown }).constraint;
    if (
      constraint === 'movement_explanations_superseded_once' ||
      constraint === 'movement_explanations_one_root'
    ) {
      throw new ConflictError('movement explanation', 'the line was explained concurrently; read it again', {
        periodId: p.periodId,
        lineKey: p.lineKey,
      });
    }
    if (constraint === 'movement_explanations_draft_only') {
      throw new ConflictError(
        'movement explanation',
        'the period is no longer a draft; return it to draft first',
        {
          periodId: p.periodId,
          lineKey: p.lineKey,
        },
      );
    }
    throw error;
  }
}
