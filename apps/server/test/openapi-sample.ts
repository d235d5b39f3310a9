/**
 * A value the API document calls valid for a JSON Schema (OpenAPI 3.0 flavour): the example when the schema gives
 * one, else the smallest value of its type that keeps its bounds, with only the required properties of an object.
 * What a pattern or a rule in prose would need is not guessed: the document must say it (an example, an enum, a
 * format), which is what the walk of the document checks.
 */
export type JsonSchema = Record<string, unknown>;

const FORMATS: Record<string, string> = {
  email: 'sample@example.ru',
  date: '2020-02-03',
  'date-time': '2020-02-03T10:00:00.000Z',
  uuid: '00000000-0000-4000-8000-000000000001',
  uri: 'https://example.ru/',
  url: 'https://example.ru/',
  binary: 'file',
};

/** `every`: every property of an object, not only the required ones (what a full form sends). */
export type SampleOptions = { every?: boolean };

export function sampleOf(
  schema: JsonSchema | undefined,
  root: JsonSchema = {},
  options: SampleOptions = {},
): unknown {
  if (!schema) return undefined;
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
    return sampleOf(target as JsonSchema, root, options);
  }
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('default' in schema && schema.default !== undefined) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  // an object whose rules name required properties (and what those must hold), in anyOf, oneOf or allOf
  if ((schema.type === 'object' || schema.properties) && (schema.anyOf || schema.oneOf || schema.allOf)) {
    return sampleOf(resolveObject(schema), root, options);
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const choices = schema[key] as JsonSchema[] | undefined;
    if (!choices) continue;
    const typed = choices.filter((choice) => choice.type !== 'null');
    return sampleOf(typed[0] ?? choices[0], root, options);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as JsonSchema[]).map((part) => sampleOf(part, root, options));
    return parts.every((part) => part && typeof part === 'object') ? Object.assign({}, ...parts) : parts[0];
  }
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const value: Record<string, unknown> = {};
      const names = options.every ? Object.keys(properties) : ((schema.required as string[]) ?? []);
      for (const name of names) value[name] = sampleOf(properties[name], root, options);
      return value;
    }
    case 'array': {
      const min = Number(schema.minItems ?? 0);
      const length = Math.max(min, options.every ? 1 : 0);
      return Array.from({ length }, () => sampleOf(schema.items as JsonSchema, root, options));
    }
    case 'integer':
    case 'number': {
      let value = Number(schema.minimum ?? 1);
      if (schema.exclusiveMinimum === true) value += 1;
      if (typeof schema.exclusiveMinimum === 'number') value = schema.exclusiveMinimum + 1;
      if (value < 1 && (schema.maximum === undefined || Number(schema.maximum) >= 1)) value = 1;
      return value;
    }
    case 'boolean':
      return true;
    case 'string': {
      if (typeof schema.format === 'string' && FORMATS[schema.format]) return FORMATS[schema.format];
      const min = Number(schema.minLength ?? 1);
      return 'Пример'
        .padEnd(Math.max(min, 6), 'а')
        .slice(0, Math.max(min, Math.min(6, Number(schema.maxLength ?? 6))));
    }
    default:
      return undefined;
  }
}

/** The property rules and required names of `part` laid over `base` (the part's rule wins over a default). */
function overlay(base: JsonSchema, part: JsonSchema): JsonSchema {
  const properties = { ...((base.properties ?? {}) as Record<string, JsonSchema>) };
  for (const [name, rule] of Object.entries((part.properties ?? {}) as Record<string, JsonSchema>)) {
    // '' or [] by default where the rule asks for a filled one: the rule is what the document states
    const { default: _default, ...property } = properties[name] ?? {};
    properties[name] = { ...property, ...rule };
  }
  const required = [
    ...new Set([...((base.required as string[]) ?? []), ...((part.required as string[]) ?? [])]),
  ];
  return { ...base, properties, required };
}

/**
 * An object schema with its rules across properties resolved to plain properties: every part of allOf, the first
 * option of anyOf and of oneOf (under oneOf the properties only another option requires are left out, or both
 * would hold).
 */
function resolveObject(schema: JsonSchema): JsonSchema {
  const { allOf, anyOf, oneOf, ...rest } = schema;
  let resolved: JsonSchema = rest;
  for (const part of (allOf as JsonSchema[] | undefined) ?? [])
    resolved = overlay(resolved, resolveObject(part));
  for (const choices of [anyOf, oneOf] as (JsonSchema[] | undefined)[]) {
    if (!choices?.length) continue;
    const [chosen, ...others] = choices;
    resolved = overlay(resolved, resolveObject(chosen));
    if (choices !== oneOf) continue;
    const properties = resolved.properties as Record<string, JsonSchema>;
    for (const other of others)
      for (const name of (other.required as string[]) ?? [])
        if (!(resolved.required as string[]).includes(name)) delete properties[name];
  }
  return resolved;
}
