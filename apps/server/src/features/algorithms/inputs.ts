import type { CalculationAlgorithm } from '@ctp/engine';
import { UNITS } from '@ctp/factors';
import { z } from '@hono/zod-openapi';

const AttributeType = z
  .enum(['choice', 'id', 'text', 'decimal', 'integer', 'boolean', 'structured'])
  .openapi({
    description:
      '`choice`: one of `values`; `id`: a lower-case id (letters, digits, `_`) such as a fuel; `text`: free text; `decimal`: an exact decimal string; `integer`: a whole number between `minimum` and `maximum`; `boolean`: true or false; `structured`: an object or list (see the methodology; not a single field).',
  });

export const InputAttribute = z
  .object({
    name: z.string().openapi({ example: 'fuel' }),
    required: z.boolean(),
    type: AttributeType,
    values: z.array(z.string()).nullable().openapi({ description: 'The allowed values of a `choice`.' }),
    minimum: z.number().nullable(),
    maximum: z.number().nullable(),
    description: z
      .string()
      .nullable()
      .openapi({ description: 'What the attribute means, as the algorithm documents it.' }),
  })
  .openapi('AlgorithmInputAttribute');

export const AcceptedUnit = z
  .object({
    id: z.string().openapi({ example: 'kWh', description: 'The unit code an activity sends in `unit`.' }),
    dimension: z.string().openapi({ example: 'energy' }),
    description: z.string(),
  })
  .openapi('AcceptedUnit');

export const AlgorithmInputs = z
  .object({
    dimensions: z.array(z.string()).nullable().openapi({
      description:
        'The unit dimensions the algorithm declares (`energy`, `currency`…); null when it declares none.',
    }),
    units: z.array(AcceptedUnit).nullable().openapi({
      description:
        'Every unit code of those dimensions; null when the algorithm accepts any unit it can convert.',
    }),
    attributes: z
      .array(InputAttribute)
      .openapi({ description: 'The `attributes` of an activity, in declaration order.' }),
    structured: z.boolean().openapi({
      description:
        'True when the attributes are not one flat object (alternatives of several shapes): they are then not listed.',
    }),
  })
  .openapi('AlgorithmInputs');

type Attribute = z.infer<typeof InputAttribute>;
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

function typeOf(s: JsonSchema): Pick<Attribute, 'type' | 'values' | 'minimum' | 'maximum'> {
  const none = { values: null, minimum: null, maximum: null };
  if (Array.isArray(s.enum)) return { ...none, type: 'choice', values: s.enum.map(String) };
  if (s.const !== undefined) return { ...none, type: 'choice', values: [String(s.const)] };
  // The engine's decimals accept a string (preferred) or a JSON number.
  if (s.anyOf?.some((a) => a.type === 'string') && s.anyOf.some((a) => a.type === 'number'))
    return { ...none, type: 'decimal' };
  if (s.type === 'integer')
    return { type: 'integer', values: null, minimum: s.minimum ?? null, maximum: s.maximum ?? null };
  if (s.type === 'number') return { ...none, type: 'decimal' };
  if (s.type === 'boolean') return { ...none, type: 'boolean' };
  if (s.type === 'string') return { ...none, type: s.pattern === '^[a-z0-9][a-z0-9_]*$' ? 'id' : 'text' };
  return { ...none, type: 'structured' };
}

/** The units of the declared dimensions (`currency` stands for every `currency:{code}`). */
function unitsOf(dimensions: readonly string[] | undefined) {
  if (dimensions === undefined) return null;
  return UNITS.filter((u) =>
    dimensions.some((d) => u.dimension === d || u.dimension.startsWith(`${d}:`)),
  ).map((u) => ({ id: u.id, dimension: u.dimension, description: u.description }));
}

/**
 * An algorithm's documented inputs, read from its `inputs` schema (as JSON Schema, input side) and
 * its `acceptedUnits`: what an activity of its category sends, so a form can be built from it.
 */
export function documentedInputs(a: CalculationAlgorithm): z.infer<typeof AlgorithmInputs> {
  const schema = z.toJSONSchema(a.inputs as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const flat = schema.type === 'object' && schema.properties !== undefined;
  const required = new Set(schema.required ?? []);
  const attributes = flat
    ? Object.entries(schema.properties ?? {}).map(([name, s]) => ({
        name,
        required: required.has(name),
        ...typeOf(s),
        description: s.description ?? null,
      }))
    : [];
  return {
    dimensions: a.acceptedUnits === undefined ? null : [...a.acceptedUnits],
    units: unitsOf(a.acceptedUnits),
    attributes,
    structured: !flat,
  };
}
