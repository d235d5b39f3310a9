import Fastify from 'fastify';

/** A profile-shaped answer (same fields as GET /api/profile/user/ for a plain user) for the baseline. */
export const PROFILE_LIKE = {
  id: 1,
  user_type: 1,
  first_name: 'Тест',
  last_name: 'Бенчмарков',
  avatar: null,
  company_id: null,
  name: null,
  logo: null,
  type_company: null,
  auth_data: { phone: null, email: 'bench@bench.local', is_phone_verified: false, is_email_verified: true },
  created_at: '2025-01-01T00:00:00.000Z',
};

/** Bare Fastify: no plugins, no hooks, one GET route returning a static JSON object. */
export async function startBareFastify(payload: object = PROFILE_LIKE) {
  const app = Fastify({ logger: false });
  app.get('/api/profile/user/', async () => payload);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('bare Fastify has no port');
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/**
 * Bare Fastify answering every GET with one fixed body: the ceiling of a framework for an answer of that size
 * on this machine (a page rendered on the server carries its markup and styles, some 30 KB).
 */
export async function startBareStatic(body: string, contentType: string) {
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => reply.type(contentType).send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('bare Fastify has no port');
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
