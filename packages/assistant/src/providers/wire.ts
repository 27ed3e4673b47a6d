import { z } from 'zod';

/** The parts of an OpenAI chat completion the assistant reads. */
export const ChatCompletionSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1, 'no choices'),
  usage: z
    .object({ prompt_tokens: z.int().nonnegative(), completion_tokens: z.int().nonnegative() })
    .partial()
    .nullable()
    .optional(),
});

/** One streamed chunk (`chat.completion.chunk`); the usage-only last chunk may have no choices. */
export const ChatCompletionChunkSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullable().optional() }).optional() }))
    .nullable()
    .optional(),
  usage: z
    .object({ prompt_tokens: z.int().nonnegative(), completion_tokens: z.int().nonnegative() })
    .partial()
    .nullable()
    .optional(),
});

type Usage = z.infer<typeof ChatCompletionSchema>['usage'];

/** Usage in the assistant's terms. */
export const usageOf = (usage: Usage) => ({
  promptTokens: usage?.prompt_tokens ?? null,
  completionTokens: usage?.completion_tokens ?? null,
});

/** A short, single-line excerpt of an error body: its `error.message` when JSON, else its start. */
export function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // not JSON: fall through to the raw text
  }
  return body.replace(/\s+/g, ' ').trim().slice(0, 300) || '(empty body)';
}
