import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SHOP_ID = '506751';
export const SECRET_KEY = 'test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE-axOwM0';

type Recorded = {
  method: string;
  path: string;
  authorization?: string;
  idempotenceKey?: string;
  contentType?: string;
  body: unknown;
};

type Amount = { value: string; currency: string };
type FakePayment = {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: Amount;
  description?: string;
  confirmation?: { type: 'redirect'; confirmation_url: string };
  metadata: Record<string, string>;
  created_at: string;
  test: true;
  refundable: boolean;
  refunded: number;
};

/**
 * A stand-in for YooKassa's API v3 as its documentation describes it: Basic auth, Idempotence-Key on every
 * POST (the same key answers the first answer again), the payment object, the error body. `mode` makes it
 * hang (before the headers or in the body), answer 500, 429 or 202, or answer something that is not JSON.
 */
export function createFakeYooKassa() {
  const payments = new Map<string, FakePayment>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const requests: Recorded[] = [];
  const state = {
    mode: 'normal' as 'normal' | 'hang' | 'hang-body' | '500' | '429' | '202' | 'not-json',
  };

  const error = (code: string, description: string, parameter?: string) => ({
    type: 'error',
    id: randomUUID(),
    code,
    description,
    ...(parameter ? { parameter } : {}),
  });
  const view = ({ refunded: _, ...payment }: FakePayment) => ({
    ...payment,
    ...(payment.status === 'pending' ? {} : { confirmation: undefined }),
  });
  const kopecks = (amount: Amount) => Math.round(Number(amount.value) * 100);
  const validAmount = (amount: unknown): amount is Amount =>
    typeof amount === 'object' &&
    amount !== null &&
    /^\d+\.\d{2}$/.test(String((amount as Amount).value)) &&
    (amount as Amount).currency === 'RUB';

  function handle(
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v3/payments') {
      if (!validAmount(body.amount))
        return { status: 400, body: error('invalid_request', 'Bad amount', 'amount') };
      const id = `2f${randomUUID().slice(2)}`;
      const payment: FakePayment = {
        id,
        status: 'pending',
        paid: false,
        amount: body.amount,
        description: body.description as string,
        confirmation: {
          type: 'redirect',
          confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`,
        },
        metadata: (body.metadata as Record<string, string>) ?? {},
        created_at: new Date().toISOString(),
        test: true,
        refundable: false,
        refunded: 0,
      };
      payments.set(id, payment);
      return { status: 200, body: view(payment) };
    }
    if (method === 'POST' && path === '/v3/refunds') {
      const payment = payments.get(String(body.payment_id));
      if (!payment) return { status: 404, body: error('not_found', 'Payment not found', 'payment_id') };
      if (!validAmount(body.amount))
        return { status: 400, body: error('invalid_request', 'Bad amount', 'amount') };
      const amount = kopecks(body.amount);
      if (payment.status !== 'succeeded' || amount > kopecks(payment.amount) - payment.refunded) {
        return { status: 400, body: error('invalid_request', 'Refund amount is too big', 'amount.value') };
      }
      payment.refunded += amount;
      return {
        status: 200,
        body: {
          id: randomUUID(),
          payment_id: payment.id,
          status: 'succeeded',
          created_at: new Date().toISOString(),
          amount: body.amount,
          description: body.description,
        },
      };
    }
    const match = /^\/v3\/payments\/([^/]+)(\/capture|\/cancel)?$/.exec(path);
    const payment = match ? payments.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match) return { status: 404, body: error('not_found', 'Unknown path') };
    if (!payment) return { status: 404, body: error('not_found', 'Payment not found', 'payment_id') };
    if (method === 'GET' && !match[2]) return { status: 200, body: view(payment) };
    if (method === 'POST' && match[2] === '/capture' && payment.status === 'waiting_for_capture') {
      if (body.amount !== undefined && !validAmount(body.amount)) {
        return { status: 400, body: error('invalid_request', 'Bad amount', 'amount') };
      }
      if (body.amount) payment.amount = body.amount as Amount;
      Object.assign(payment, { status: 'succeeded', paid: true, refundable: true });
      return { status: 200, body: view(payment) };
    }
    if (method === 'POST' && match[2] === '/cancel' && payment.status === 'waiting_for_capture') {
      Object.assign(payment, { status: 'canceled', paid: false });
      return { status: 200, body: view(payment) };
    }
    return {
      status: 400,
      body: error('invalid_request', `Payment is in ${payment.status} status`, 'status'),
    };
  }

  async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? JSON.parse(text) : {};
  }

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const path = request.url ?? '';
    const idempotenceKey = request.headers['idempotence-key'] as string | undefined;
    requests.push({
      method,
      path,
      authorization: request.headers.authorization,
      idempotenceKey,
      contentType: request.headers['content-type'],
      body,
    });
    if (state.mode === 'hang') return; // never answers: the client's timeout must end the wait
    if (state.mode === 'hang-body') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id":');
      return;
    }
    if (state.mode === '500') return send(response, 500, error('internal_server_error', 'Internal error'));
    if (state.mode === '429') return send(response, 429, error('too_many_requests', 'Too many requests'));
    if (state.mode === '202') {
      return send(response, 202, { type: 'processing', description: 'Request accepted', retry_after: 1800 });
    }
    if (state.mode === 'not-json') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      return;
    }
    const expected = `Basic ${Buffer.from(`${SHOP_ID}:${SECRET_KEY}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return send(
        response,
        401,
        error(
          'invalid_credentials',
          'Login or password is incorrect. Check your secret key',
          'Authorization',
        ),
      );
    }
    if (method === 'POST' && !idempotenceKey) {
      return send(response, 400, error('invalid_request', 'Idempotence key is required', 'Idempotence-Key'));
    }
    const known = idempotenceKey ? answered.get(`${path} ${idempotenceKey}`) : undefined;
    const result = known ?? handle(method, path, body);
    if (method === 'POST' && idempotenceKey) answered.set(`${path} ${idempotenceKey}`, result);
    send(response, result.status, result.body);
  });

  return {
    server,
    state,
    requests,
    payments,
    /** what the payer does on YooKassa's page */
    pay(id: string, status: 'succeeded' | 'waiting_for_capture' | 'canceled') {
      const payment = payments.get(id)!;
      Object.assign(payment, { status, paid: status !== 'canceled', refundable: status === 'succeeded' });
    },
  };
}

/** Starts the fake on a free loopback port; answers its API's base address. */
export async function startFakeYooKassa(fake: ReturnType<typeof createFakeYooKassa>): Promise<string> {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v3`;
}

export async function stopFakeYooKassa(fake: ReturnType<typeof createFakeYooKassa>): Promise<void> {
  fake.server.closeAllConnections();
  await new Promise((resolve) => fake.server.close(resolve));
}
