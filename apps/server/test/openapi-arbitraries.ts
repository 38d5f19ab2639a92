/**
 * fast-check arbitraries for the requests an OpenAPI 3.1 document describes: `validRequest`
 * draws requests that match an operation's published schemas (path and query parameters, JSON
 * body: `$ref`, `anyOf`/`oneOf`/`allOf`, `enum`, `const`, `format`, `pattern`, lengths, ranges,
 * `additionalProperties: false`), and `mutatedRequest` takes such a request and breaks one place
 * of it (wrong types, nulls, huge and unicode strings, boundary numbers, bad dates, UUIDs and
 * cursors, extra keys, deep nesting). The few rules a schema cannot state, which the generator
 * therefore knows itself, are listed in docs/decisions.md ("Fuzzing from the schema").
 */
import fc from "fast-check";

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  nullable?: boolean;
  [key: string]: unknown;
};

export interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
  [extension: `x-${string}`]: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation of the document. */
export interface ApiOperation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** The documented path template, e.g. /api/v1/weight-entries/{id}. */
  path: string;
  operation: OpenApiOperation;
}

/** A request drawn for an operation; `mutation` says what was broken, if anything. */
export interface GeneratedRequest {
  method: string;
  /** Path with parameters filled and the query string. */
  url: string;
  /** The JSON body, when the operation takes one (may be any JSON value once mutated). */
  body?: unknown;
  /** The raw body text, when a mutation sends text that is not JSON.stringify of a value. */
  rawBody?: string;
  mutation?: string;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const DAY_MS = 86_400_000;
/** Earliest instant and day the API accepts (a published lower bound of dates). */
const EARLIEST_MS = Date.UTC(1900, 0, 1);

/** Every operation of the document whose path passes `include`. */
export function apiOperations(
  doc: OpenApiDocument,
  include: (path: string) => boolean = () => true,
): ApiOperation[] {
  return Object.entries(doc.paths)
    .filter(([path]) => include(path))
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        method,
        path,
        operation: item[method] as OpenApiOperation,
      })),
    );
}

/** What the generator needs besides the document: the clock, for "not in the future". */
export interface GeneratorOptions {
  /** Latest instant a generated date may take (the server's "now", minus slack). */
  latest?: () => number;
  /**
   * Ids the server has handed out (a test adds those its replies carry): a `uuid` is drawn from
   * them half the time, so requests reach real rows and not only the 404 of an unknown id.
   */
  knownIds?: readonly string[];
}

export class OpenApiArbitraries {
  private readonly latest: () => number;
  private readonly knownIds: readonly string[];

  constructor(
    private readonly doc: OpenApiDocument,
    options: GeneratorOptions = {},
  ) {
    this.latest = options.latest ?? (() => Date.now() - DAY_MS);
    this.knownIds = options.knownIds ?? [];
  }

  /** A schema with its `$ref` followed. */
  resolve(schema: JsonSchema | undefined): JsonSchema {
    if (!schema) return {};
    if (schema.$ref) {
      const name = decodeURIComponent(schema.$ref.split("/").at(-1) ?? "");
      return this.resolve(this.doc.components?.schemas?.[name]);
    }
    return schema;
  }

  /** Values that match `schema`. */
  value(input: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    if ("const" in schema) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.allOf) return this.allOf(schema.allOf, depth);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) {
      const options = alternatives.map((s) => this.value(s, depth));
      return options.length === 1 ? (options[0] as fc.Arbitrary<unknown>) : fc.oneof(...options);
    }
    const types = Array.isArray(schema.type)
      ? schema.type
      : schema.type
        ? [schema.type]
        : inferTypes(schema);
    const concrete = types.filter((t) => t !== "null");
    const nullable = types.includes("null") || schema.nullable === true;
    const options = concrete.map((type) => this.typed(type, schema, depth));
    if (nullable) options.push(fc.constant(null));
    if (options.length === 0) return fc.constant({});
    return options.length === 1 ? (options[0] as fc.Arbitrary<unknown>) : fc.oneof(...options);
  }

  private allOf(parts: JsonSchema[], depth: number): fc.Arbitrary<unknown> {
    const resolved = parts.map((p) => this.resolve(p));
    const merged: JsonSchema = { type: "object", properties: {}, required: [] };
    for (const part of resolved) {
      Object.assign(merged.properties as object, part.properties ?? {});
      merged.required?.push(...(part.required ?? []));
      if (part.additionalProperties === false) merged.additionalProperties = false;
    }
    if (resolved.every((p) => p.properties || p.type === "object")) {
      return this.object(merged, depth);
    }
    return this.value(resolved[0], depth);
  }

  private typed(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case "object":
        return this.object(schema, depth);
      case "array":
        return this.array(schema, depth);
      case "integer":
      case "number":
        return numberValue(schema, type === "integer");
      case "boolean":
        return fc.boolean();
      case "string":
        return this.string(schema);
      default:
        return fc.constant(null);
    }
  }

  private object(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const properties = schema.properties ?? {};
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries(properties)) {
      model[key] = this.value(property, depth + 1);
    }
    const required = (schema.required ?? []).filter((key) => key in properties);
    const record = fc.record(model, { requiredKeys: required });
    const extra = schema.additionalProperties;
    if (extra && typeof extra === "object" && Object.keys(properties).length === 0) {
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 12 }),
        this.value(extra, depth + 1),
        {
          maxKeys: 3,
        },
      );
    }
    return record;
  }

  private array(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const minLength = schema.minItems ?? 0;
    const maxLength = Math.min(schema.maxItems ?? minLength + 3, minLength + (depth > 2 ? 1 : 3));
    const item = this.value(schema.items, depth + 1);
    if (schema.uniqueItems) {
      return fc.uniqueArray(item, {
        minLength,
        maxLength,
        selector: (v) => JSON.stringify(v),
      });
    }
    return fc.array(item, { minLength, maxLength });
  }

  private string(schema: JsonSchema): fc.Arbitrary<string> {
    const minLength = schema.minLength ?? 0;
    const maxLength = schema.maxLength ?? Number.POSITIVE_INFINITY;
    // Lengths as JavaScript counts them (UTF-16 units), which is what the server checks.
    const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
    const byFormat = this.formatted(schema.format);
    if (byFormat) {
      return schema.pattern ? byFormat.filter(matches(schema.pattern)) : byFormat;
    }
    if (schema.pattern) {
      return fc.stringMatching(new RegExp(schema.pattern, "u")).filter(fits);
    }
    const short = Math.max(minLength, Math.min(maxLength, 40));
    const long = Math.max(minLength, Math.min(maxLength, 5_000));
    return fc
      .oneof(
        { weight: 3, arbitrary: fc.string({ minLength, maxLength: short }) },
        { weight: 1, arbitrary: fc.string({ minLength, maxLength: short, unit: "grapheme" }) },
        { weight: 1, arbitrary: fc.string({ minLength: long, maxLength: long }) },
      )
      .filter(fits);
  }

  private formatted(format: string | undefined): fc.Arbitrary<string> | undefined {
    const instant = () =>
      fc.integer({ min: EARLIEST_MS, max: this.latest() }).map((ms) => new Date(ms).toISOString());
    switch (format) {
      case "uuid":
        return fc.oneof(
          fc.uuid(),
          fc
            .nat()
            .map(
              (i) =>
                this.knownIds[i % this.knownIds.length] ?? "00000000-0000-4000-8000-000000000000",
            ),
        );
      case "date-time":
        return instant();
      case "date":
        return instant().map((iso) => iso.slice(0, 10));
      case "time":
        return fc
          .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
          .map(([h, m]) => `${pad(h)}:${pad(m)}:00`);
      case "time-zone":
        return fc.constantFrom("UTC", ...Intl.supportedValuesOf("timeZone"));
      case "email":
        return fc.stringMatching(/^[a-z][a-z0-9]{0,15}$/).map((local) => `${local}@example.com`);
      case "uri":
      case "url":
        return fc
          .stringMatching(/^[a-z0-9-]{1,20}$/)
          .map((segment) => `https://example.com/${segment}`);
      default:
        return undefined;
    }
  }

  /** Any JSON value that breaks or stretches a schema: see `WEIRD_VALUES`. */
  weird(): fc.Arbitrary<unknown> {
    return weirdValue;
  }
}

function inferTypes(schema: JsonSchema): string[] {
  if (schema.properties) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function matches(pattern: string): (value: string) => boolean {
  const regex = new RegExp(pattern, "u");
  return (value) => regex.test(value);
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : 1e-9)
      : (schema.minimum ?? (integer ? -2_147_483_648 : -1e9));
  const high =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : 1e-9)
      : (schema.maximum ?? (integer ? 2_147_483_647 : 1e9));
  if (schema.multipleOf) {
    const step = schema.multipleOf;
    const from = Math.ceil(low / step);
    const to = Math.floor(high / step);
    return fc
      .integer({ min: from, max: Math.max(from, to) })
      .map((k) => Number((k * step).toFixed(10)));
  }
  if (integer) {
    const min = Math.ceil(Math.max(low, Number.MIN_SAFE_INTEGER));
    const max = Math.floor(Math.min(high, Number.MAX_SAFE_INTEGER));
    return fc.oneof(
      fc.integer({ min, max }),
      fc.constantFrom(min, max),
      fc.integer({ min, max: Math.min(max, min + 100) }),
    );
  }
  return fc.oneof(
    fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }).map((n) => n || 0),
    fc.constantFrom(low, high),
    fc.integer({ min: Math.ceil(low), max: Math.floor(Math.min(high, low + 100)) }),
  );
}

/** Values no schema of this API accepts everywhere: the mutations' raw material. */
export const WEIRD_VALUES: readonly unknown[] = [
  null,
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "💥🧪👩‍⚕️",
  "ﷺ\u202eأهلا",
  "Ｚａｌｇｏ̸̡̛͓̗",
  "null",
  "undefined",
  "true",
  "-1",
  "1e309",
  "NaN",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "%00",
  "%2e%2e%2f",
  0,
  -0,
  -1,
  1.5,
  -1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  true,
  false,
  [],
  {},
  [null],
  { "": null },
  "2026-02-30",
  "2026-13-01",
  "0000-01-01",
  "1899-12-31",
  "9999-12-31",
  "+275760-09-13T00:00:00.000Z",
  "-000001-01-01T00:00:00Z",
  "1899-12-31T23:59:59.999Z",
  "9999-12-31T23:59:59.999Z",
  "2026-01-01T25:00:00Z",
  "2026-01-01T00:00:00+99:00",
  "2026-01-01",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "00000000-0000-4000-8000-00000000000",
  "00000000-0000-4000-8000-0000000000000",
  "00000000_0000_4000_8000_000000000000",
  "MjAyNi0wMS0wMVQwMDowMDowMC4wMDBafDAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMA",
  "MTg5OS0wMS0wMVQwMDowMDowMC4wMDBafHg",
  "fHx8fHw",
  "not-a-cursor!",
  "Europe/Atlantis",
  "javascript:alert(1)",
  "http://127.0.0.1/",
  "file:///etc/passwd",
];

const hugeString = fc.oneof(
  fc.constant("x".repeat(100_000)),
  fc.constant("é".repeat(20_000)),
  fc.constant("🧪".repeat(10_000)),
  fc.string({ minLength: 1000, maxLength: 5000, unit: "binary" }),
);

/** A deeply nested array or object, `depth` levels (parsers and validators must not crash). */
export function deeplyNested(depth: number, kind: "array" | "object"): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === "array" ? [value] : { a: value };
  return value;
}

const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...WEIRD_VALUES) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: "binary" }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      deeplyNested(2_000, "array"),
      deeplyNested(2_000, "object"),
      deeplyNested(40, "object"),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

type PathStep = string | number;

/** Every place in a JSON value (the value itself first), as key paths. */
function placesOf(value: unknown, path: PathStep[] = [], out: PathStep[][] = []): PathStep[][] {
  out.push(path);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) placesOf(item, [...path, i], out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) placesOf(item, [...path, key], out);
  }
  return out;
}

function replaceAt(value: unknown, path: PathStep[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [PathStep, ...PathStep[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    PathStep,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

interface RequestParts {
  path: Record<string, string>;
  query: [string, string][];
  body?: unknown;
  hasBody: boolean;
}

function jsonBodySchema(operation: OpenApiOperation): JsonSchema | undefined {
  return operation.requestBody?.content?.["application/json"]?.schema;
}

/** The text with lone surrogates replaced (a URL cannot carry them). */
function wellFormed(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "\ufffd",
  );
}

function queryText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function assemble(op: ApiOperation, parts: RequestParts, mutation?: string): GeneratedRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(parts.path[name] ?? "")),
  );
  const query = new URLSearchParams(parts.query).toString();
  return {
    method: op.method.toUpperCase(),
    url: query ? `${path}?${query}` : path,
    ...(parts.hasBody ? { body: parts.body } : {}),
    ...(mutation ? { mutation } : {}),
  };
}

/** The parts of a schema-valid request, before they are joined into a URL. */
function validParts(gen: OpenApiArbitraries, op: ApiOperation): fc.Arbitrary<RequestParts> {
  const parameters = op.operation.parameters ?? [];
  const pathModel: Record<string, fc.Arbitrary<string>> = {};
  for (const p of parameters.filter((p) => p.in === "path")) {
    pathModel[p.name] = gen.value(p.schema).map(queryText);
  }
  // A page cursor is only one the list issued (docs/decisions.md): a first page has none.
  const queryParams = parameters.filter((p) => p.in === "query" && p.name !== "cursor");
  const queryModel: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of queryParams) queryModel[p.name] = gen.value(p.schema);
  const required = queryParams.filter((p) => p.required).map((p) => p.name);
  const bodySchema = jsonBodySchema(op.operation);
  const hasBody = bodySchema !== undefined;
  return fc
    .record({
      path: fc.record(pathModel),
      query: fc.record(queryModel, { requiredKeys: required }),
      body: hasBody ? gen.value(bodySchema) : fc.constant(undefined),
    })
    .map(({ path, query, body }) => ({
      path,
      query: Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .flatMap(([k, v]) =>
          Array.isArray(v)
            ? v.map((item) => [k, queryText(item)] as [string, string])
            : [[k, queryText(v)] as [string, string]],
        ),
      body,
      hasBody,
    }));
}

/** Requests that match the operation's published schemas. */
export function validRequest(
  gen: OpenApiArbitraries,
  op: ApiOperation,
): fc.Arbitrary<GeneratedRequest> {
  return validParts(gen, op).map((parts) => assemble(op, parts));
}

const MUTATIONS = [
  "path",
  "query-value",
  "query-extra",
  "query-repeat",
  "body-place",
  "body-extra-key",
  "body-raw",
] as const;

/**
 * A schema-valid request with one place broken: a path parameter, a query parameter (changed,
 * repeated or undeclared), a place in the JSON body (any depth, the body itself included), an
 * extra body key, or a body that is not JSON at all.
 */
export function mutatedRequest(
  gen: OpenApiArbitraries,
  op: ApiOperation,
): fc.Arbitrary<GeneratedRequest> {
  return fc
    .tuple(
      validParts(gen, op),
      fc.constantFrom(...MUTATIONS),
      fc.nat(),
      gen.weird(),
      fc.string({ minLength: 1, maxLength: 20 }),
    )
    .map(([parts, kind, pick, weird, name]) => {
      const pathNames = Object.keys(parts.path);
      const declared = (op.operation.parameters ?? [])
        .filter((p) => p.in === "query")
        .map((p) => p.name);
      const weirdText = queryText(weird).slice(0, 20_000);
      if (kind === "path" && pathNames.length > 0) {
        const key = pathNames[pick % pathNames.length] as string;
        return assemble(op, { ...parts, path: { ...parts.path, [key]: weirdText } }, `path ${key}`);
      }
      if (kind === "query-value" && declared.length > 0) {
        // Any declared parameter, the ones a valid request leaves out (a cursor) too.
        const key = declared[pick % declared.length] as string;
        const query = [...parts.query.filter(([name]) => name !== key), [key, weirdText]] as [
          string,
          string,
        ][];
        return assemble(op, { ...parts, query }, `query ${key}`);
      }
      if (kind === "query-repeat" && parts.query.length > 0) {
        const entry = parts.query[pick % parts.query.length] as [string, string];
        return assemble(
          op,
          { ...parts, query: [...parts.query, [entry[0], weirdText]] },
          `query ${entry[0]} repeated`,
        );
      }
      if (kind === "query-extra") {
        return assemble(
          op,
          { ...parts, query: [...parts.query, [name, weirdText]] },
          "query undeclared",
        );
      }
      if (!parts.hasBody && op.method !== "get") {
        return assemble(
          op,
          { ...parts, hasBody: true, body: weird },
          "body on an operation without one",
        );
      }
      if (!parts.hasBody) {
        return assemble(
          op,
          { ...parts, query: [...parts.query, [name, weirdText]] },
          "query undeclared",
        );
      }
      if (kind === "body-extra-key") {
        const body =
          parts.body && typeof parts.body === "object" && !Array.isArray(parts.body)
            ? { ...parts.body, [name]: weird }
            : { [name]: weird };
        return assemble(op, { ...parts, body }, `body extra key ${JSON.stringify(name)}`);
      }
      if (kind === "body-raw") {
        const raw = ["{", '{"a":', "[1,]", "\u0000", "nul", '{"__proto__":{"x":1}}', weirdText][
          pick % 7
        ] as string;
        return { ...assemble(op, parts, "body not JSON"), rawBody: raw };
      }
      const places = placesOf(parts.body);
      const place = places[pick % places.length] as PathStep[];
      return assemble(
        op,
        { ...parts, body: replaceAt(parts.body, place, weird) },
        `body at /${place.join("/")}`,
      );
    });
}
