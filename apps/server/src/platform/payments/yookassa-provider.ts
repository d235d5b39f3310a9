import { z } from 'zod';
import { kopecksOf, rublesOf } from './kopecks';
import {
  type CreatePaymentInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
} from './payment-provider';

export const YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';
export const YOOKASSA_TIMEOUT_MS = 10_000;

/** YooKassa's limits: a payment's and a receipt line's description, a refund's description, an idempotence key */
const DESCRIPTION_MAX = 128;
const REFUND_DESCRIPTION_MAX = 250;
const IDEMPOTENCE_KEY_MAX = 64;

export type YooKassaOptions = {
  shopId: string;
  secretKey: string;
  apiUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
};

export type YooKassaProvider = PaymentProvider & { readonly name: 'yookassa' };

const amountSchema = z.object({ value: z.string(), currency: z.string() });

const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  paid: z.boolean(),
  amount: amountSchema,
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String)).nullish(),
  confirmation: z.object({ confirmation_url: z.string().optional() }).nullish(),
});

const refundSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
});

const errorSchema = z.object({
  id: z.string().optional(),
  code: z.string().optional(),
  parameter: z.string().optional(),
});

/** by characters, not UTF-16 units, so a cut never splits a pair */
function truncate(text: string, max: number): string {
  const characters = [...text.trim()];
  return characters.length > max ? characters.slice(0, max).join('') : text.trim();
}

/** only a short identifier-like value from an error body goes into a message: never free text, never data */
function token(value: string | undefined): string | undefined {
  return value && /^[\w.\-[\]]{1,100}$/.test(value) ? value : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function rub(kopecks: number) {
  return { value: rublesOf(kopecks), currency: 'RUB' };
}

function failureReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? token(cause.code) : undefined;
  return code ?? (error instanceof Error ? error.name : 'failed');
}

/**
 * YooKassa's API v3 (https://yookassa.ru/developers/api): Basic auth with the shop's id and secret key, an
 * Idempotence-Key on every POST, each request bounded by timeoutMs. Payments are created with capture: true,
 * so a paid one goes straight to succeeded; capture() remains for one that waits for capture anyway.
 */
export function createYooKassaProvider(options: YooKassaOptions): YooKassaProvider {
  const base = (options.apiUrl ?? YOOKASSA_API_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? YOOKASSA_TIMEOUT_MS;
  const doFetch = options.fetch ?? globalThis.fetch;
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function call(path: string, post?: { body: unknown; idempotenceKey: string }): Promise<unknown> {
    const method = post ? 'POST' : 'GET';
    const what = `YooKassa ${method} ${path}`;
    const headers: Record<string, string> = { Authorization: authorization, Accept: 'application/json' };
    if (post) {
      if (!post.idempotenceKey || post.idempotenceKey.length > IDEMPOTENCE_KEY_MAX) {
        throw new Error(`${what}: an idempotence key of 1 to ${IDEMPOTENCE_KEY_MAX} characters is required`);
      }
      headers['Content-Type'] = 'application/json';
      headers['Idempotence-Key'] = post.idempotenceKey;
    }
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: post ? JSON.stringify(post.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // the timeout covers the body too: a server may send the headers and stall
      text = await response.text();
    } catch (error) {
      throw new PaymentProviderError('unavailable', `${what} did not answer: ${failureReason(error)}`);
    }
    const payload = parseJson(text);
    const status = response.status;
    if (status === 200) return payload;
    if (status === 202) {
      // «accepted, still processing»: the same request with the same key later gets the result
      throw new PaymentProviderError('unavailable', `${what} is still processing (HTTP 202)`);
    }
    const error = errorSchema.safeParse(payload);
    const code = token(error.success ? error.data.code : undefined);
    const details = [
      code,
      error.success && token(error.data.parameter) ? `parameter ${token(error.data.parameter)}` : undefined,
      error.success && token(error.data.id) ? `error id ${token(error.data.id)}` : undefined,
    ].filter(Boolean);
    const message = `${what} answered HTTP ${status}${details.length ? ` (${details.join(', ')})` : ''}`;
    if (status === 404 || code === 'not_found') throw new PaymentProviderError('not_found', message, code);
    if (status >= 400 && status < 500 && status !== 429) {
      throw new PaymentProviderError('refused', message, code);
    }
    throw new PaymentProviderError('unavailable', message, code);
  }

  function paymentOf(payload: unknown, what: string): ProviderPayment {
    const parsed = paymentSchema.safeParse(payload);
    const amount = parsed.success ? kopecksOf(parsed.data.amount.value) : null;
    if (!parsed.success || amount === null) {
      throw new PaymentProviderError('unavailable', `${what}: the answer is not a payment we can read`);
    }
    const payment = parsed.data;
    return {
      providerId: payment.id,
      status: payment.status,
      amountKopecks: amount,
      currency: payment.amount.currency,
      paid: payment.paid,
      metadata: payment.metadata ?? {},
      confirmationUrl: payment.status === 'pending' ? (payment.confirmation?.confirmation_url ?? null) : null,
    };
  }

  function paymentPath(providerId: string, action = ''): string {
    // an empty id would address the list of payments
    if (!providerId) throw new PaymentProviderError('not_found', 'YooKassa: no payment id given');
    return `/payments/${encodeURIComponent(providerId)}${action}`;
  }

  return {
    name: 'yookassa',

    async create(input: CreatePaymentInput) {
      const { email, phone, items } = input.receipt;
      const customer = {
        ...(email ? { email } : {}),
        // E.164 without the plus: 79000000000
        ...(phone ? { phone: phone.replace(/\D/g, '') } : {}),
      };
      const body = {
        amount: rub(input.amountKopecks),
        capture: true,
        confirmation: { type: 'redirect', return_url: input.returnUrl },
        description: truncate(input.description, DESCRIPTION_MAX),
        metadata: input.metadata,
        ...(items.length
          ? {
              receipt: {
                customer,
                items: items.map((item) => ({
                  description: truncate(item.description, DESCRIPTION_MAX),
                  quantity: item.quantity,
                  amount: rub(item.amountKopecks),
                  vat_code: item.vatCode,
                  // the platform sells its own services (tariffs, packages, invoices), paid in full at once
                  payment_subject: 'service',
                  payment_mode: 'full_payment',
                })),
              },
            }
          : {}),
      };
      const payload = await call('/payments', { body, idempotenceKey: input.idempotenceKey });
      return paymentOf(payload, 'YooKassa POST /payments');
    },

    async get(providerId) {
      const path = paymentPath(providerId);
      return paymentOf(await call(path), `YooKassa GET ${path}`);
    },

    async capture(providerId, amountKopecks, idempotenceKey) {
      const path = paymentPath(providerId, '/capture');
      const payload = await call(path, { body: { amount: rub(amountKopecks) }, idempotenceKey });
      return paymentOf(payload, `YooKassa POST ${path}`);
    },

    async cancel(providerId, idempotenceKey) {
      const path = paymentPath(providerId, '/cancel');
      return paymentOf(await call(path, { body: {}, idempotenceKey }), `YooKassa POST ${path}`);
    },

    async refund(input: RefundInput): Promise<ProviderRefund> {
      const body = {
        payment_id: input.providerPaymentId,
        amount: rub(input.amountKopecks),
        description: truncate(input.description, REFUND_DESCRIPTION_MAX),
      };
      const payload = await call('/refunds', { body, idempotenceKey: input.idempotenceKey });
      const parsed = refundSchema.safeParse(payload);
      if (!parsed.success) {
        throw new PaymentProviderError('unavailable', 'YooKassa POST /refunds: the answer is not a refund');
      }
      return { refundId: parsed.data.id, status: parsed.data.status };
    },
  };
}
