import type { AssistantAnswer } from '@ctp/assistant';
import type { AssistantHumanAction, AssistantInteraction } from '@ctp/store';
import { z } from '@hono/zod-openapi';

export const ChatRequest = z
  .strictObject({
    organizationId: z
      .uuid()
      .openapi({ description: "The caller's organization (checked against the sign-in)." }),
    query: z.string().trim().min(1).max(4000),
    conversationId: z
      .uuid()
      .optional()
      .openapi({ description: 'Continue a conversation (from a previous answer).' }),
    period: z
      .strictObject({ start: z.iso.date(), end: z.iso.date() })
      .refine((p) => p.start <= p.end, 'start must not be after end')
      .optional()
      .openapi({
        description: 'The period asked about; default the periods the question names, or the latest year.',
      }),
  })
  .openapi('AssistantChatRequest');

const Finding = z
  .object({
    kind: z.enum(['unsupported_figure', 'compliance_claim', 'action_claim', 'existence_claim', 'suggestion']),
    text: z.string(),
    reason: z.string().optional().openapi({
      description:
        'unsupported_figure: not_in_context, over_precise or wrong_subject (the value is about another facility, category, period or method); existence_claim: what the data says instead',
    }),
    sentence: z
      .string()
      .optional()
      .openapi({ description: 'The sentence that stated an unsupported figure' }),
    index: z.int().optional(),
  })
  .openapi('AssistantGuardFinding');

const ContextSummary = z
  .object({
    periods: z.array(z.string()),
    parts: z.record(z.string(), z.int()),
    omitted: z.array(z.object({ part: z.string(), reason: z.string() })),
    tokens: z.int(),
  })
  .openapi('AssistantContextSummary');

const FigureSource = z
  .object({
    text: z.string().openapi({ description: 'The figure as written in `response`.' }),
    start: z.int().openapi({ description: 'Offset of the figure in `response` (UTF-16 code units).' }),
    end: z.int(),
    path: z.string().openapi({ description: 'The context value it quotes (as in the stored context).' }),
    measure: z.enum(['kg', 'percent', 'factor', 'count']),
    source: z
      .object({
        periodStart: z.iso.date().nullable(),
        periodEnd: z.iso.date().nullable(),
        scope: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
        method: z.enum(['location_based', 'market_based']).nullable(),
        category: z.string().nullable(),
        facilityId: z.string().nullable(),
      })
      .nullable()
      .openapi({
        description:
          'The results the value sums, as results filters (`GET /api/results`); null for figures quoted from a document.',
      }),
  })
  .openapi('AssistantFigureSource');

export const ChatResponse = z
  .object({
    interactionId: z.uuid(),
    conversationId: z.uuid(),
    status: z.enum(['answered', 'withheld']),
    response: z
      .string()
      .openapi({ description: 'What the guard let through, or why it withheld the answer.' }),
    suggestions: z.array(z.object({ index: z.int(), text: z.string() })),
    figures: z.array(FigureSource).openapi({
      description: 'Where each figure of `response` comes from (empty when the answer was withheld).',
    }),
    guard: z.object({
      status: z.enum(['passed', 'modified', 'withheld']),
      findings: z.array(Finding),
      figuresChecked: z.int(),
    }),
    context: ContextSummary,
    intent: z.object({ use: z.string(), periods: z.array(z.string()), scopes: z.array(z.int()) }),
    promptTemplateVersion: z.string(),
    provider: z.string(),
    model: z.string().nullable(),
    usage: z.object({ tokensIn: z.int(), tokensOut: z.int(), estimated: z.boolean() }),
    latencyMs: z.int(),
  })
  .openapi('AssistantChatResponse');

/** The API view of an answer. */
export function answerView(a: AssistantAnswer): z.infer<typeof ChatResponse> {
  return {
    interactionId: a.interactionId,
    conversationId: a.conversationId,
    status: a.status,
    response: a.response,
    suggestions: [...a.guard.suggestions],
    figures: a.figures.map((f) => ({
      text: f.text,
      start: f.index,
      end: f.index + f.text.length,
      path: f.path,
      measure: f.measure,
      source:
        f.subject === null
          ? null
          : {
              periodStart: f.period?.start ?? null,
              periodEnd: f.period?.end ?? null,
              scope: f.subject.scope,
              method: f.subject.method,
              category: f.subject.category,
              facilityId: f.facilityId,
            },
    })),
    guard: {
      status: a.guard.status,
      findings: a.guard.findings.map((f) => ({ ...f })),
      figuresChecked: a.guard.figuresChecked,
    },
    context: {
      periods: [...a.contextSummary.periods],
      parts: { ...a.contextSummary.parts },
      omitted: [...a.contextSummary.omitted],
      tokens: a.contextSummary.tokens,
    },
    intent: { use: a.intent.use, periods: [...a.intent.periods], scopes: [...a.intent.scopes] },
    promptTemplateVersion: a.promptTemplateVersion,
    provider: a.provider,
    model: a.model,
    usage: { ...a.usage },
    latencyMs: a.latencyMs,
  };
}

export const HumanActionCreate = z
  .strictObject({
    suggestionIndex: z
      .int()
      .nonnegative()
      .optional()
      .openapi({ description: 'Which suggestion (0-based); omit for the answer as a whole.' }),
    action: z.enum(['accepted', 'rejected', 'modified', 'ignored']),
    note: z.string().trim().max(2000).optional(),
  })
  .openapi('AssistantHumanActionCreate');

export const HumanActionView = z
  .object({
    id: z.uuid(),
    interactionId: z.uuid(),
    userId: z.uuid().nullable(),
    apiTokenId: z.uuid().nullable(),
    suggestionIndex: z.int().nullable(),
    action: z.enum(['accepted', 'rejected', 'modified', 'ignored']),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('AssistantHumanAction');

export const humanActionView = (a: AssistantHumanAction): z.infer<typeof HumanActionView> => ({
  ...a,
  createdAt: a.createdAt.toISOString(),
});

export const InteractionView = z
  .object({
    id: z.uuid(),
    conversationId: z.uuid().nullable(),
    userId: z.uuid().nullable(),
    apiTokenId: z.uuid().nullable(),
    query: z.string(),
    intent: z.string().nullable(),
    period: z.object({ start: z.string(), end: z.string() }).nullable(),
    contextSummary: z.record(z.string(), z.unknown()).nullable(),
    promptTemplateVersion: z.string(),
    provider: z.string(),
    model: z.string().nullable(),
    response: z.string().nullable(),
    rawResponse: z.string().nullable().openapi({ description: "The model's answer before the guard." }),
    withheld: z.boolean(),
    guard: z.record(z.string(), z.unknown()).nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    tokensIn: z.int().nullable(),
    tokensOut: z.int().nullable(),
    tokensEstimated: z.boolean(),
    latencyMs: z.int().nullable(),
    createdAt: z.string(),
  })
  .openapi('AssistantInteraction');

export const InteractionDetail = InteractionView.extend({
  context: z.unknown().openapi({ description: 'The full AssistantContext the answer was built from.' }),
  humanActions: z.array(HumanActionView),
}).openapi('AssistantInteractionDetail');

export function interactionView(i: AssistantInteraction): z.infer<typeof InteractionView> {
  return {
    id: i.id,
    conversationId: i.conversationId,
    userId: i.userId,
    apiTokenId: i.apiTokenId,
    query: i.query,
    intent: i.intent,
    period: i.period,
    contextSummary: i.contextSummary,
    promptTemplateVersion: i.promptVersion,
    provider: i.provider,
    model: i.model,
    response: i.response,
    rawResponse: i.rawResponse,
    withheld: i.rejected,
    guard: i.guardResult,
    error: i.error,
    tokensIn: i.tokensIn,
    tokensOut: i.tokensOut,
    tokensEstimated: i.tokensEstimated,
    latencyMs: i.latencyMs,
    createdAt: i.createdAt.toISOString(),
  };
}
