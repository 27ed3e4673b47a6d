import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { PROBLEM_MEDIA_TYPE, ProblemSchema } from '../../http/problem.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { auditService } from './service.js';

const AuditEntry = z
  .object({
    id: z.uuid(),
    seq: z.string(),
    occurredAt: z.string(),
    actorType: z.string(),
    actorId: z.string().nullable(),
    actorName: z.string().nullable().openapi({
      description:
        "The user's or API token's name as it is now (not part of the hashed entry); null for the system, anonymous callers and ids that name nobody in the organization.",
    }),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    requestId: z.string().nullable(),
    prevHash: z.string(),
    hash: z.string(),
    hashVersion: z.union([z.literal(1), z.literal(2)]).openapi({
      description:
        'How `hash` was computed: 1 (entries written before hash versions) hashes `occurredAt` at milliseconds; 2 hashes it as stored, at microseconds, as given here. See docs/tamper-evidence.md.',
    }),
  })
  .openapi('AuditEntry');

const Verification = z
  .object({
    valid: z.boolean(),
    checked: z.number().int(),
    headHash: z.string(),
    firstBrokenId: z.string().optional(),
    reason: z.enum(['hash_mismatch', 'prev_hash_mismatch', 'sequence_gap']).optional(),
  })
  .openapi('AuditChainVerification');

/** `GET /api/audit` (newest first, cursor pages) and `GET /api/audit/verify` (ORG_ADMIN, AUDITOR). */
export function auditModule(runtime: Runtime): ApiModule {
  const audit = auditService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/audit',
        tags: ['Audit log'],
        summary: "The organization's audit log, newest first, filtered by action, entity, actor and time",
        ...accessOf('GET', '/api/audit'),
        request: {
          query: z.object({
            limit: z.coerce.number().int().min(1).max(500).default(50),
            cursor: z
              .string()
              .regex(/^[1-9][0-9]{0,18}$/)
              .optional()
              .openapi({ description: 'The `nextCursor` of the previous page.' }),
            action: z
              .string()
              .max(100)
              .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/)
              .optional()
              .openapi({
                description:
                  'An action (`activity.corrected`) or a family of actions by its leading words (`activity`).',
              }),
            entityType: z
              .string()
              .max(100)
              .regex(/^[a-z0-9_]+$/)
              .optional(),
            entityId: z.string().min(1).max(200).optional(),
            actorId: z.string().min(1).max(200).optional().openapi({ description: 'A user or token id.' }),
            occurredFrom: z
              .union([z.iso.datetime({ offset: true }), z.iso.date()])
              .optional()
              .openapi({ description: 'From this instant, or from the start of this day (UTC).' }),
            occurredTo: z
              .union([z.iso.datetime({ offset: true }), z.iso.date()])
              .optional()
              .openapi({ description: 'Before this instant, or up to the end of this day (UTC).' }),
          }),
        },
        responses: {
          200: {
            description: 'One page of entries',
            content: {
              'application/json': {
                schema: z.object({ items: z.array(AuditEntry), nextCursor: z.string().nullable() }),
              },
            },
          },
          400: { description: 'Invalid query', content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } } },
        },
      }),
      async (c) => {
        const { limit, cursor, ...filter } = c.req.valid('query');
        const page = await audit.list(callerOf(c), { ...filter, limit, cursor: cursor ?? null });
        const items = page.items.map(({ organizationId: _, ...entry }) => ({
          ...entry,
          actorName: page.actorNames.get(`${entry.actorType}:${entry.actorId}`) ?? null,
          details: { ...entry.details },
        }));
        return c.json({ items, nextCursor: page.nextCursor ?? null }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/audit/verify',
        tags: ['Audit log'],
        summary: 'Recompute the hash chain and report the first broken link',
        description:
          'Keep `headHash` elsewhere (a report, a ticket): removing the newest entries leaves a valid shorter chain.',
        ...accessOf('GET', '/api/audit/verify'),
        responses: {
          200: { description: 'The verification', content: { 'application/json': { schema: Verification } } },
        },
      }),
      async (c) => {
        const result = await audit.verify(callerOf(c));
        return c.json(
          {
            valid: result.valid,
            checked: result.checked,
            headHash: result.headHash,
            ...(result.firstBrokenId ? { firstBrokenId: result.firstBrokenId } : {}),
            ...(result.reason ? { reason: result.reason } : {}),
          },
          200,
        );
      },
    );
  };
}
