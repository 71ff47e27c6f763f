import { ENDPOINTS, ErrorBodySchema, PRODUCT_NAME, needsSignIn, type Endpoint } from '@inkshelf/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Path and query parameters of an endpoint, from the properties of its zod objects. */
function parameters(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  return list;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Two entries of the table for one path and method: the first's operation, answering either success shape. */
function mergeVariant(first: JsonSchema, variant: JsonSchema, success: string): JsonSchema {
  const schemaOf = (operation: JsonSchema) =>
    (operation.responses as Record<string, { content: Record<string, { schema: JsonSchema }> }>)[success]!.content[
      'application/json'
    ]!.schema;
  const responses = first.responses as Record<string, JsonSchema>;
  return {
    ...first,
    summary: `${String(first.summary)}; or ${String(variant.summary)}`,
    responses: {
      ...responses,
      [success]: {
        description: 'Success',
        content: { 'application/json': { schema: { anyOf: [schemaOf(first), schemaOf(variant)] } } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the whole API, generated from the contracts' endpoint table. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [operationId, endpoint] of Object.entries<Endpoint>(ENDPOINTS)) {
    const success = String(endpoint.status ?? 200);
    const responses: Record<string, JsonSchema> = {
      [success]: endpoint.binary
        ? { description: 'The image', content: { [endpoint.binary]: { schema: { type: 'string', format: 'binary' } } } }
        : {
            description: 'Success',
            content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } },
          },
      '400': errorResponse('Invalid input: `message` says what and `field` where'),
    };
    if (endpoint.access !== 'none') responses['401'] = errorResponse('Signed out');
    if (needsSignIn(endpoint.access) && endpoint.access !== 'user')
      responses['403'] = errorResponse('Not allowed for this user');
    if (endpoint.params) responses['404'] = errorResponse('Not found');
    if (endpoint.method !== 'GET') responses['429'] = errorResponse('Too many requests (see Retry-After)');
    const operation: JsonSchema = {
      operationId,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      parameters: parameters(endpoint),
      responses,
      ...(needsSignIn(endpoint.access) ? { security: [{ session: [] }] } : {}),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } },
            },
          }
        : {}),
    };
    const methods = (paths[endpoint.path] ??= {});
    const method = endpoint.method.toLowerCase();
    const earlier = methods[method];
    // One call with two answers chosen by a query parameter (the chapter list's view): one operation whose
    // success answer is either shape.
    methods[method] = earlier ? mergeVariant(earlier, operation, success) : operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1.0.0',
      description:
        'JSON over HTTP. Every error is `{ "message": "..." }` with the right status. Mutations with the session ' +
        'cookie must send JSON and come from an allowed origin.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'inkshelf.sid' } },
      schemas: { Error: toSchema(ErrorBodySchema, 'output') },
    },
    paths,
  };
}
