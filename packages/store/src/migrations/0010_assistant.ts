import type { Kysely } from 'kysely';
import { appendOnly, pagingIndex, run, tenantTable } from './sql.js';

/**
 * The assistant's log: every exchange with all it needs to be audited (conversation, asking user or
 * token, intent, period, a summary of the context next to the full context, the model's raw answer
 * next to what the user saw, the guard's verdict, the provider error if any, tokens in and out and
 * latency), now append-only for every role (0003 only withheld UPDATE from the application role).
 * What a person did with a suggestion is a separate append-only table, so an exchange never changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `ALTER TABLE ai_assistant_interactions
       ADD COLUMN conversation_id uuid,
       ADD COLUMN api_token_id uuid,
       ADD COLUMN intent text,
       ADD COLUMN period_start date,
       ADD COLUMN period_end date,
       ADD COLUMN context_summary jsonb,
       ADD COLUMN raw_response text,
       ADD COLUMN guard_status text CHECK (guard_status IN ('passed', 'modified', 'withheld')),
       ADD COLUMN error jsonb,
       ADD COLUMN tokens_in integer CHECK (tokens_in >= 0),
       ADD COLUMN tokens_out integer CHECK (tokens_out >= 0),
       ADD COLUMN tokens_estimated boolean NOT NULL DEFAULT false,
       ADD COLUMN latency_ms integer CHECK (latency_ms >= 0),
       ADD CONSTRAINT ai_assistant_interactions_org_id_key UNIQUE (organization_id, id),
       ADD CONSTRAINT ai_assistant_interactions_period_check
         CHECK (period_start IS NULL OR period_end IS NULL OR period_start <= period_end)`,
    `CREATE INDEX ai_assistant_interactions_conversation_idx
       ON ai_assistant_interactions (organization_id, conversation_id, created_at)`,
    `CREATE INDEX ai_assistant_interactions_user_idx
       ON ai_assistant_interactions (organization_id, user_id, created_at)`,
    `CREATE INDEX ai_assistant_interactions_token_idx
       ON ai_assistant_interactions (organization_id, api_token_id, created_at)`,
    ...appendOnly('ai_assistant_interactions', true),
    `CREATE TABLE ai_assistant_human_actions (
       id uuid PRIMARY KEY,
       organization_id uuid NOT NULL REFERENCES organizations (id),
       interaction_id uuid NOT NULL,
       user_id uuid,
       api_token_id uuid,
       suggestion_index integer CHECK (suggestion_index >= 0),
       action text NOT NULL CHECK (action IN ('accepted', 'rejected', 'modified', 'ignored')),
       note text CHECK (char_length(note) <= 2000),
       created_at timestamptz NOT NULL DEFAULT now(),
       CONSTRAINT ai_assistant_human_actions_interaction_fkey
         FOREIGN KEY (organization_id, interaction_id) REFERENCES ai_assistant_interactions (organization_id, id),
       CONSTRAINT ai_assistant_human_actions_user_fkey
         FOREIGN KEY (organization_id, user_id) REFERENCES users (organization_id, id))`,
    pagingIndex('ai_assistant_human_actions'),
    `CREATE INDEX ai_assistant_human_actions_interaction_idx
       ON ai_assistant_human_actions (organization_id, interaction_id, created_at)`,
    ...tenantTable('ai_assistant_human_actions', 'SELECT, INSERT'),
    ...appendOnly('ai_assistant_human_actions', true),
  ]);
}
