import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngImage } from '../test/multipart';
import { type JsonSchema, type SampleOptions, sampleOf } from '../test/openapi-sample';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerApiDocumentRules } from './platform/api-document';

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> } & JsonSchema;

let t: TestApp;
let doc: Document;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  png = await pngImage(32, 32);
});
afterAll(() => t.close());

/** The request the document calls valid: its path and required query parameters and its body, sampled. */
function requestFor(path: string, method: string, operation: Operation, options: SampleOptions = {}) {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    const value = sampleOf(parameter.schema, doc, options);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query' && (parameter.required || options.every) && value !== undefined)
      query.set(parameter.name, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (query.size) url += `?${query}`;
  const content = operation.requestBody?.content ?? {};
  if (content['multipart/form-data']) {
    const schema = content['multipart/form-data'].schema;
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const fields: Record<string, string> = {};
    const files = [];
    for (const name of options.every ? Object.keys(properties) : ((schema.required as string[]) ?? [])) {
      if (properties[name]?.format === 'binary')
        files.push({ field: name, filename: 'photo.png', contentType: 'image/png', data: png });
      else {
        // OpenAPI's default encoding of a multipart part: an object or a list goes as JSON, the rest as text
        const value = sampleOf(properties[name], doc, options);
        fields[name] = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
      }
    }
    const body = multipart(fields, files);
    return { method, url, payload: body.payload, headers: body.headers };
  }
  if (content['application/json'] && operation.requestBody?.required !== false) {
    return { method, url, payload: sampleOf(content['application/json'].schema, doc, options) as object };
  }
  return { method, url };
}

describe('the API document tells the truth (issue 11 §4a)', () => {
  it('every route, as a guest and as a company owner: a request it calls valid passes validation, and the status is documented', async () => {
    const owner = await t.companyOwner();
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        for (const [who, headers, options] of [
          ['guest', {}, {}],
          ['owner', t.bearer(owner.session), {}],
          ['owner, every field', t.bearer(owner.session), { every: true }],
        ] as const) {
          const request = requestFor(path, method.toUpperCase(), operation, options);
          const response = await t.app.inject({
            ...request,
            method: request.method as 'GET',
            headers: { ...(request.headers ?? {}), ...headers },
          });
          const status = String(response.statusCode);
          const where = `${method.toUpperCase()} ${path} as ${who}`;
          if (!(status in operation.responses))
            problems.push(`${where}: answers ${status}, not in the document`);
          if (status === '400' && response.json().error_code === 'validation_error')
            problems.push(
              `${where}: refused a request the document calls valid: ${response.body.slice(0, 200)}`,
            );
          if (response.statusCode >= 500) problems.push(`${where}: ${status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('no validation message is English: a body of nulls, of wrong types, a query of letters', async () => {
    const owner = await t.companyOwner();
    const problems: string[] = [];
    const cyrillic = /[А-Яа-яЁё]/;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        const valid = requestFor(path, method.toUpperCase(), operation, { every: true });
        const body = operation.requestBody?.content['application/json']?.schema;
        const names = Object.keys((body?.properties ?? {}) as object);
        const broken: { url: string; payload?: object }[] = [];
        if (names.length) {
          broken.push({ url: valid.url, payload: Object.fromEntries(names.map((name) => [name, null])) });
          broken.push({
            url: valid.url,
            payload: Object.fromEntries(names.map((name) => [name, { x: [1] }])),
          });
        }
        const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
        if (query.length) {
          const url = valid.url.split('?')[0];
          broken.push({ url: `${url}?${query.map((parameter) => `${parameter.name}=%D1%91x`).join('&')}` });
        }
        for (const request of broken) {
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: request.url,
            ...(request.payload ? { payload: request.payload } : {}),
            headers: t.bearer(owner.session),
          });
          if (response.statusCode !== 400) continue;
          const { error_code, ...messages } = response.json() as Record<string, unknown>;
          const english = Object.values(messages)
            .flat()
            .filter((message) => typeof message === 'string' && !cyrillic.test(message));
          if (english.length)
            problems.push(`${method.toUpperCase()} ${path} (${error_code}): ${english.join(' | ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('what the document derives from a route', () => {
  it('an upload states its multipart body: the file and the text fields the handler parses', () => {
    const body = doc.paths['/api/bugs/'].post.requestBody;
    expect(Object.keys(body?.content ?? {})).toEqual(['multipart/form-data']);
    const schema = body!.content['multipart/form-data'].schema;
    expect(schema.properties).toMatchObject({
      message: { type: 'string', minLength: 20 },
      screen_upload: { type: 'string', format: 'binary' },
    });
    expect(schema.required).toEqual(['message']);
    expect(Object.keys(doc.paths['/api/bugs/'].post.responses)).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '413',
    ]);
    // a person comes as multipart with its photo or as JSON without one
    const person = doc.paths['/api/family/person/'].put.requestBody!.content;
    expect(Object.keys(person).sort()).toEqual(['application/json', 'multipart/form-data']);
  });

  it('an empty answer is documented without a body, an error answer with the error shape', () => {
    const responses = doc.paths['/api/catalogs/{id}/'].delete.responses as Record<
      string,
      { content?: unknown }
    >;
    expect(responses['204']).toEqual({ description: 'Done; no body' });
    expect(responses['404'].content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
    });
  });

  it('a route that does not say what it answers on success stops the start-up', async () => {
    const app = Fastify();
    registerApiDocumentRules(app);
    expect(() => app.get('/api/nothing/', { config: { access: 'public' } }, async () => ({}))).toThrow(
      'Route GET /api/nothing/ declares no success answer in schema.response',
    );
    await app.close();
  });
});
