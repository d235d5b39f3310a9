import type { Bank, Party } from '@sp/shared/api/shoppers';

/** DaData answers slowly at times; a form waits at most this long before the person types by hand. */
export const DADATA_TIMEOUT_MS = 5000;

/** DaData did not answer, or answered something else than suggestions. */
export class DadataUnavailable extends Error {}

type Suggestion<T> = { value: string; data: T };

type BankData = {
  bic?: string | null;
  correspondent_account?: string | null;
  name?: { payment?: string | null; short?: string | null } | null;
  address?: { value?: string | null; unrestricted_value?: string | null } | null;
};

type PartyData = {
  type?: string | null;
  inn?: string | null;
  kpp?: string | null;
  ogrn?: string | null;
  name?: { short_with_opf?: string | null; full_with_opf?: string | null } | null;
  address?: { value?: string | null; unrestricted_value?: string | null } | null;
  management?: { name?: string | null; post?: string | null } | null;
};

function bankOf(suggestion: Suggestion<BankData>): Bank {
  const { data } = suggestion;
  return {
    bic: data.bic ?? '',
    name: data.name?.payment ?? suggestion.value,
    corr_account: data.correspondent_account ?? '',
    address: data.address?.unrestricted_value ?? data.address?.value ?? '',
  };
}

function partyOf(suggestion: Suggestion<PartyData>): Party {
  const { data } = suggestion;
  const head = data.management?.name
    ? [data.management.post, data.management.name].filter(Boolean).join(' ')
    : '';
  return {
    type: data.type === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'LEGAL',
    name: data.name?.short_with_opf ?? suggestion.value,
    full_name: data.name?.full_with_opf ?? suggestion.value,
    inn: data.inn ?? '',
    kpp: data.kpp ?? '',
    ogrn: data.ogrn ?? '',
    address: data.address?.unrestricted_value ?? data.address?.value ?? '',
    management: head,
  };
}

/**
 * DaData's suggestions API (https://dadata.ru/api/): a bank by БИК, banks by a name or БИК fragment, an
 * organisation or a sole trader by ИНН. Every call is bounded by DADATA_TIMEOUT_MS.
 */
export function createDadataClient(options: { url: string; apiKey: string; timeoutMs?: number }) {
  async function call<T>(path: string, body: Record<string, unknown>): Promise<Suggestion<T>[]> {
    let response: Response;
    try {
      response = await fetch(new URL(`/suggestions/api/4_1/rs/${path}`, options.url), {
        method: 'POST',
        headers: {
          Authorization: `Token ${options.apiKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? DADATA_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DadataUnavailable(`DaData did not answer: ${(error as Error).name}`);
    }
    if (!response.ok) throw new DadataUnavailable(`DaData answered ${response.status}`);
    const payload = (await response.json().catch(() => null)) as { suggestions?: unknown } | null;
    if (!payload || !Array.isArray(payload.suggestions))
      throw new DadataUnavailable('DaData answered no suggestions');
    return payload.suggestions as Suggestion<T>[];
  }

  return {
    async bankByBic(bic: string): Promise<Bank | null> {
      const [found] = await call<BankData>('findById/bank', { query: bic, count: 1 });
      return found ? bankOf(found) : null;
    },

    async banks(query: string): Promise<Bank[]> {
      return (await call<BankData>('suggest/bank', { query, count: 10 })).map(bankOf);
    },

    /** The head office (branch_type MAIN) of an organisation, or the sole trader. */
    async partyByInn(inn: string): Promise<Party | null> {
      const [found] = await call<PartyData>('findById/party', { query: inn, count: 1, branch_type: 'MAIN' });
      return found ? partyOf(found) : null;
    },
  };
}

export type DadataClient = ReturnType<typeof createDadataClient>;
