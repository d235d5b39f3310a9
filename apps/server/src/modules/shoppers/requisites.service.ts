import { type Bank, type Party, SHOPPER_MSG } from '@sp/shared/api/shoppers';
import { type DadataClient, DadataUnavailable } from '../../platform/dadata';
import { ApiError } from '../../platform/errors';

/**
 * Company and bank details filled from DaData when DADATA_API_KEY is set. Without it every lookup answers
 * 404 saying the fields are typed by hand; DaData failing or timing out answers 502.
 */
export function createRequisitesService(client: DadataClient | null) {
  async function ask<T>(question: (client: DadataClient) => Promise<T>): Promise<T> {
    if (!client) throw new ApiError(404, { detail: SHOPPER_MSG.lookupDisabled });
    try {
      return await question(client);
    } catch (error) {
      if (error instanceof DadataUnavailable) throw new ApiError(502, { detail: SHOPPER_MSG.lookupFailed });
      throw error;
    }
  }

  return {
    enabled: client !== null,

    /** One bank by its БИК; none: 404 «Нет совпадений.» (SPEC §8). */
    async bank(bic: string): Promise<Bank> {
      const bank = await ask((dadata) => dadata.bankByBic(bic));
      if (!bank) throw new ApiError(404, { detail: SHOPPER_MSG.bankNotFound });
      return bank;
    },

    /** Banks whose name or БИК contains the query, at most 10; the form says «Нет совпадений.» for none. */
    async banks(query: string): Promise<{ results: Bank[]; count: number }> {
      const results = await ask((dadata) => dadata.banks(query));
      return { results, count: results.length };
    },

    async party(inn: string): Promise<Party> {
      const party = await ask((dadata) => dadata.partyByInn(inn));
      if (!party) throw new ApiError(404, { detail: SHOPPER_MSG.partyNotFound });
      return party;
    },
  };
}

export type RequisitesService = ReturnType<typeof createRequisitesService>;
