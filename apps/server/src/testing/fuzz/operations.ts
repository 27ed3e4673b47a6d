/** One operation of the OpenAPI document, as the fuzzer drives it. Test support only. */
export interface FuzzOperation {
  method: string;
  /** The templated path, e.g. `/api/facilities/{id}`. */
  path: string;
  pathParams: { name: string; format?: string | undefined }[];
  queryParams: string[];
  /** The request body's media type and the names of its top-level properties, when it has a body. */
  body?: { mediaType: string; properties: string[] } | undefined;
}

type Schema = {
  $ref?: string;
  properties?: Record<string, unknown>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { in: string; name: string; schema?: { format?: string } };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Top-level property names of a schema, following `$ref` and unions. */
function propertiesOf(doc: Document, schema: Schema | undefined, seen = new Set<string>()): string[] {
  if (schema === undefined) return [];
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (seen.has(name)) return [];
    seen.add(name);
    return propertiesOf(doc, doc.components?.schemas?.[name], seen);
  }
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...new Set([
      ...Object.keys(schema.properties ?? {}),
      ...nested.flatMap((s) => propertiesOf(doc, s, seen)),
    ]),
  ];
}

/** Every operation of `doc`, in document order. */
export function operationsOf(document: unknown): FuzzOperation[] {
  const doc = document as Document;
  const out: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, format: p.schema?.format })),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        body:
          mediaType === undefined ? undefined : { mediaType, properties: propertiesOf(doc, media?.schema) },
      });
    }
  }
  return out;
}
