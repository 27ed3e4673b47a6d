import { type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { dateString } from '../database/columns.js';
import type { AiAssistantInteractionsTable } from '../database/reporting.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

export const AssistantInteractionInputSchema = z
  .object({
    userId: z.uuid().nullable().default(null),
    /** The API token that asked, when not a signed-in user. */
    apiTokenId: z.uuid().nullable().default(null),
    conversationId: z.uuid().nullable().default(null),
    query: z.string().min(1).max(20_000),
    /** The permitted use the question was read as (`summarize_changes`…). */
    intent: z.string().max(50).nullable().default(null),
    period: z.object({ start: z.iso.date(), end: z.iso.date() }).nullable().default(null),
    /** The `AssistantContext` the answer was built from. */
    context: z.json(),
    contextSummary: z.record(z.string(), z.json()).nullable().default(null),
    promptVersion: z.string().min(1).max(50),
    provider: z.string().min(1).max(100),
    model: z.string().max(200).nullable().default(null),
    /** The model's answer as generated, before the guard. */
    rawResponse: z.string().max(100_000).nullable().default(null),
    /** What the user was shown. */
    response: z.string().max(100_000).nullable().default(null),
    /** True when the guard refused the answer. */
    rejected: z.boolean().default(false),
    guardStatus: z.enum(['passed', 'modified', 'withheld']).nullable().default(null),
    guardResult: z.record(z.string(), z.json()).nullable().default(null),
    /** The provider error when there was no answer. */
    error: z
      .object({ code: z.string().max(100), message: z.string().max(2000) })
      .nullable()
      .default(null),
    tokensIn: z.int().nonnegative().nullable().default(null),
    tokensOut: z.int().nonnegative().nullable().default(null),
    tokensEstimated: z.boolean().default(false),
    latencyMs: z.int().nonnegative().nullable().default(null),
  })
  .strict();

/** A logged assistant exchange. */
export interface AssistantInteraction {
  readonly id: string;
  readonly userId: string | null;
  readonly apiTokenId: string | null;
  readonly conversationId: string | null;
  readonly query: string;
  readonly intent: string | null;
  readonly period: { start: string; end: string } | null;
  readonly context: unknown;
  readonly contextSummary: Record<string, unknown> | null;
  readonly promptVersion: string;
  readonly provider: string;
  readonly model: string | null;
  readonly rawResponse: string | null;
  readonly response: string | null;
  readonly rejected: boolean;
  readonly guardStatus: 'passed' | 'modified' | 'withheld' | null;
  readonly guardResult: Record<string, unknown> | null;
  readonly error: { code: string; message: string } | null;
  readonly tokensIn: number | null;
  readonly tokensOut: number | null;
  readonly tokensEstimated: boolean;
  readonly latencyMs: number | null;
  readonly createdAt: Date;
}

function toInteraction(r: Selectable<AiAssistantInteractionsTable>): AssistantInteraction {
  return {
    id: r.id,
    userId: r.user_id,
    apiTokenId: r.api_token_id,
    conversationId: r.conversation_id,
    query: r.query,
    intent: r.intent,
    period:
      r.period_start === null || r.period_end === null
        ? null
        : { start: dateString(r.period_start), end: dateString(r.period_end) },
    context: r.context,
    contextSummary: r.context_summary,
    promptVersion: r.prompt_version,
    provider: r.provider,
    model: r.model,
    rawResponse: r.raw_response,
    response: r.response,
    rejected: r.rejected,
    guardStatus: r.guard_status,
    guardResult: r.guard_result,
    error: r.error as { code: string; message: string } | null,
    tokensIn: r.tokens_in,
    tokensOut: r.tokens_out,
    tokensEstimated: r.tokens_estimated,
    latencyMs: r.latency_ms,
    createdAt: r.created_at,
  };
}

const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

/**
 * Logs one assistant exchange of the scope's organization. The table is append-only for every role
 * (a trigger rejects UPDATE, DELETE and TRUNCATE). Returns the entry id.
 */
export async function logAssistantInteraction(
  scope: OrganizationScope,
  input: z.input<typeof AssistantInteractionInputSchema>,
): Promise<string> {
  const i = parseInput('assistant interaction', AssistantInteractionInputSchema, input);
  const id = uuidv7();
  await scope.db
    .insertInto('ai_assistant_interactions')
    .values({
      id,
      organization_id: scope.organizationId,
      user_id: i.userId,
      api_token_id: i.apiTokenId,
      conversation_id: i.conversationId,
      query: i.query,
      intent: i.intent,
      period_start: i.period?.start ?? null,
      period_end: i.period?.end ?? null,
      context: JSON.stringify(i.context),
      context_summary: json(i.contextSummary),
      prompt_version: i.promptVersion,
      provider: i.provider,
      model: i.model,
      raw_response: i.rawResponse,
      response: i.response,
      rejected: i.rejected,
      guard_status: i.guardStatus,
      guard_result: json(i.guardResult),
      error: json(i.error),
      tokens_in: i.tokensIn,
      tokens_out: i.tokensOut,
      tokens_estimated: i.tokensEstimated,
      latency_ms: i.latencyMs,
    })
    .execute();
  return id;
}

/** One exchange of the scope's organization. @throws NotFoundError */
export async function getAssistantInteraction(
  scope: OrganizationScope,
  id: string,
): Promise<AssistantInteraction> {
  const row = await scope.db
    .selectFrom('ai_assistant_interactions')
    .selectAll()
    .where('id', '=', parseInput('interaction id', z.uuid(), id))
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('assistant interaction', id);
  return toInteraction(row);
}

/** Exchanges in creation order, optionally of one user or conversation. */
export async function listAssistantInteractionPage(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> & { userId?: string; conversationId?: string } = {},
): Promise<Page<AssistantInteraction>> {
  const { userId, conversationId, ...rest } = options;
  const page = parseInput('page options', PageOptionsSchema, rest);
  let query = scope.db.selectFrom('ai_assistant_interactions').selectAll();
  if (userId !== undefined) query = query.where('user_id', '=', parseInput('user id', z.uuid(), userId));
  if (conversationId !== undefined)
    query = query.where('conversation_id', '=', parseInput('conversation id', z.uuid(), conversationId));
  return fetchPage(query, page, toInteraction);
}

/**
 * The last `limit` answered turns of a conversation of one asker (a user or an API token), oldest
 * first: what the user asked and what the guard let them see.
 */
export async function listConversationTurns(
  scope: OrganizationScope,
  conversationId: string,
  asker: { userId: string | null; apiTokenId: string | null },
  limit: number,
): Promise<{ query: string; response: string }[]> {
  let query = scope.db
    .selectFrom('ai_assistant_interactions')
    .select(['query', 'response', 'created_at'])
    .where('conversation_id', '=', parseInput('conversation id', z.uuid(), conversationId))
    .where('response', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(limit);
  query =
    asker.userId !== null
      ? query.where('user_id', '=', asker.userId)
      : query.where('api_token_id', '=', asker.apiTokenId ?? '00000000-0000-0000-0000-000000000000');
  const rows = await query.execute();
  return rows.reverse().map((r) => ({ query: r.query, response: r.response ?? '' }));
}

/**
 * Whether the scope's organization has a conversation of this id asked by this asker (user, or API
 * token acting for nobody). A conversation of another organization (hidden by row-level security)
 * or of another member is not theirs: a turn must never be filed under it.
 */
export async function hasConversation(
  scope: OrganizationScope,
  conversationId: string,
  asker: { userId: string | null; apiTokenId: string | null },
): Promise<boolean> {
  const query = scope.db
    .selectFrom('ai_assistant_interactions')
    .select('id')
    .where('conversation_id', '=', parseInput('conversation id', z.uuid(), conversationId))
    .limit(1);
  const row = await (asker.userId !== null
    ? query.where('user_id', '=', asker.userId)
    : query.where('user_id', 'is', null).where('api_token_id', '=', asker.apiTokenId ?? NO_TOKEN)
  ).executeTakeFirst();
  return row !== undefined;
}

const NO_TOKEN = '00000000-0000-0000-0000-000000000000';

/**
 * How many exchanges one asker (user or API token) logged in the last `seconds` by the database's
 * clock (so servers with drifting clocks agree): the store-backed count the per-user rate limit
 * uses, so it holds across server processes.
 */
export async function countRecentAssistantInteractions(
  scope: OrganizationScope,
  asker: { userId: string | null; apiTokenId: string | null },
  seconds: number,
): Promise<number> {
  const window = parseInput('window', z.int().min(1).max(86_400), seconds);
  let query = scope.db
    .selectFrom('ai_assistant_interactions')
    .select(sql<string>`count(*)`.as('n'))
    .where(sql<boolean>`created_at >= now() - make_interval(secs => ${window})`);
  query =
    asker.userId !== null
      ? query.where('user_id', '=', asker.userId)
      : query.where('api_token_id', '=', asker.apiTokenId ?? '00000000-0000-0000-0000-000000000000');
  const row = await query.executeTakeFirstOrThrow();
  return Number.parseInt(String(row.n), 10);
}
