import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOPPER_MSG } from '@sp/shared/api/shoppers';
import { REQUISITES_MSG } from '@sp/shared/validation/requisites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDadataClient, DadataUnavailable } from '../../platform/dadata';

/**
 * A real HTTP server standing in for DaData's suggestions API: the answers are shaped as DaData's documentation
 * shows them; what it received is kept for the assertions.
 */
const received: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
let fake: Server;
let fakeUrl: string;
let mode: 'normal' | 'error' | 'silent' = 'normal';

const SBER = {
  value: 'ПАО Сбербанк',
  data: {
    bic: '044525225',
    correspondent_account: '30101810400000000225',
    name: { payment: 'ПАО Сбербанк', short: 'Сбербанк' },
    address: {
      value: 'г Москва, ул Вавилова, д 19',
      unrestricted_value: '117312, г Москва, ул Вавилова, д 19',
    },
  },
};
const TINKOFF = {
  value: 'АО «ТБанк»',
  data: {
    bic: '044525974',
    correspondent_account: '30101810145250000974',
    name: { payment: 'АО «ТБанк»' },
    address: { value: 'г Москва, ул 2-я Хуторская, д 38А стр 26' },
  },
};
const RASSVET = {
  value: 'ООО «Рассвет»',
  data: {
    type: 'LEGAL',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    name: {
      short_with_opf: 'ООО «Рассвет»',
      full_with_opf: 'Общество с ограниченной ответственностью «Рассвет»',
    },
    address: {
      value: 'г Москва, ул Вавилова, д 19',
      unrestricted_value: '117312, г Москва, ул Вавилова, д 19',
    },
    management: { name: 'Петров Пётр Петрович', post: 'Генеральный директор' },
  },
};
const TRADER = {
  value: 'ИП Смирнов Андрей Викторович',
  data: {
    type: 'INDIVIDUAL',
    inn: '500100732259',
    kpp: null,
    ogrn: '304500116000157',
    name: {
      short_with_opf: 'ИП Смирнов Андрей Викторович',
      full_with_opf: 'Индивидуальный предприниматель Смирнов Андрей Викторович',
    },
    address: { value: 'Московская обл, г Балашиха' },
    management: null,
  },
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

function answer(path: string, body: Record<string, unknown>) {
  const query = String(body.query ?? '');
  if (path.endsWith('/findById/bank')) return [SBER, TINKOFF].filter((bank) => bank.data.bic === query);
  if (path.endsWith('/suggest/bank')) {
    return [SBER, TINKOFF].filter(
      (bank) => bank.value.toLowerCase().includes(query.toLowerCase()) || bank.data.bic.startsWith(query),
    );
  }
  if (path.endsWith('/findById/party')) return [RASSVET, TRADER].filter((party) => party.data.inn === query);
  return null;
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = await readJson(request);
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (mode === 'silent') return; // never answers: the client's timeout must end the wait
    const suggestions = answer(request.url ?? '', body);
    if (mode === 'error' || !suggestions) {
      response.writeHead(mode === 'error' ? 503 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ suggestions }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

type Session = Awaited<ReturnType<TestApp['login']>>;

describe('with a DaData key', () => {
  let t: TestApp;
  let owner: Session;
  beforeAll(async () => {
    t = await createTestApp({ env: { DADATA_API_KEY: 'test-key', DADATA_URL: fakeUrl } });
    owner = (await t.companyOwner()).session;
  });
  afterAll(() => t.close());
  const call = (method: 'GET' | 'POST', url: string, session?: Session, payload?: object) =>
    t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

  it('says the lookups are on', async () => {
    expect((await call('GET', '/api/company-shoppers/requisites-lookup/', owner)).json()).toEqual({
      enabled: true,
    });
  });

  it('finds a bank by БИК with its correspondent account, and says «Нет совпадений.» for an unknown one', async () => {
    mode = 'normal';
    const found = await call('POST', '/api/banks/', owner, { bic: '044525225' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      bic: '044525225',
      name: 'ПАО Сбербанк',
      corr_account: '30101810400000000225',
      address: '117312, г Москва, ул Вавилова, д 19',
    });
    expect(received.at(-1)).toMatchObject({
      path: '/suggestions/api/4_1/rs/findById/bank',
      authorization: 'Token test-key',
      body: { query: '044525225' },
    });
    const unknown = await call('POST', '/api/banks/', owner, { bic: '044525999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Нет совпадений.' });
    const bad = await call('POST', '/api/banks/', owner, { bic: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ bic: [REQUISITES_MSG.bikFormat] });
  });

  it('searches banks by name or БИК', async () => {
    mode = 'normal';
    const list = (await call('GET', `/api/banks/?query=${encodeURIComponent('банк')}`, owner)).json();
    expect(list.results.map((bank: { bic: string }) => bank.bic)).toEqual(['044525225', '044525974']);
    expect(received.at(-1)?.body).toEqual({ query: 'банк', count: 10 });
    expect((await call('GET', '/api/banks/?query=0445259', owner)).json()).toMatchObject({
      count: 1,
      results: [{ name: 'АО «ТБанк»', corr_account: '30101810145250000974' }],
    });
    expect((await call('GET', '/api/banks/?query=xyz', owner)).json()).toEqual({ results: [], count: 0 });
    expect((await call('GET', '/api/banks/', owner)).statusCode).toBe(400);
  });

  it('fills an organisation or a sole trader by ИНН', async () => {
    mode = 'normal';
    const organisation = await call('POST', '/api/company/inn/', owner, { inn: '7707083893' });
    expect(organisation.json()).toEqual({
      type: 'LEGAL',
      name: 'ООО «Рассвет»',
      full_name: 'Общество с ограниченной ответственностью «Рассвет»',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      address: '117312, г Москва, ул Вавилова, д 19',
      management: 'Генеральный директор Петров Пётр Петрович',
    });
    expect(received.at(-1)?.body).toEqual({ query: '7707083893', count: 1, branch_type: 'MAIN' });
    expect((await call('POST', '/api/company/inn/', owner, { inn: '500100732259' })).json()).toMatchObject({
      type: 'INDIVIDUAL',
      kpp: '',
      ogrn: '304500116000157',
      management: '',
    });
    const unknown = await call('POST', '/api/company/inn/', owner, { inn: '7736207543' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: SHOPPER_MSG.partyNotFound });
    expect((await call('POST', '/api/company/inn/', owner, { inn: '7707083894' })).json()).toEqual({
      inn: [REQUISITES_MSG.innChecksum],
    });
  });

  it('answers 502 with a Russian message when DaData fails', async () => {
    mode = 'error';
    const failed = await call('POST', '/api/company/inn/', owner, { inn: '7707083893' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ detail: SHOPPER_MSG.lookupFailed });
    mode = 'normal';
  });

  it('is for company staff only', async () => {
    expect((await call('POST', '/api/banks/', undefined, { bic: '044525225' })).statusCode).toBe(401);
    const { session: user } = await t.user();
    expect((await call('POST', '/api/banks/', user, { bic: '044525225' })).statusCode).toBe(403);
    expect((await call('POST', '/api/company/inn/', user, { inn: '7707083893' })).statusCode).toBe(403);
  });
});

describe('without a DaData key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says the fields are typed by hand', async () => {
    const { session } = await t.companyOwner();
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: t.bearer(session) });
    expect((await call('GET', '/api/company-shoppers/requisites-lookup/')).json()).toEqual({
      enabled: false,
    });
    for (const response of [
      await call('POST', '/api/banks/', { bic: '044525225' }),
      await call('GET', '/api/banks/?query=сбер'),
      await call('POST', '/api/company/inn/', { inn: '7707083893' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: SHOPPER_MSG.lookupDisabled });
    }
  });
});

describe('the DaData client', () => {
  it('gives up after its timeout when DaData does not answer', async () => {
    mode = 'silent';
    const client = createDadataClient({ url: fakeUrl, apiKey: 'k', timeoutMs: 200 });
    const started = Date.now();
    await expect(client.bankByBic('044525225')).rejects.toBeInstanceOf(DadataUnavailable);
    expect(Date.now() - started).toBeLessThan(3000);
    mode = 'normal';
  });

  it('fails clearly when nothing listens at the address', async () => {
    const client = createDadataClient({ url: 'http://127.0.0.1:9', apiKey: 'k', timeoutMs: 1000 });
    await expect(client.partyByInn('7707083893')).rejects.toBeInstanceOf(DadataUnavailable);
  });
});
