import { type CompanyProfile, type Integrations, PROFILE_MSG } from '@sp/shared/api/profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit.service';
import { conflict, notFound } from '../../platform/errors';
import { processImage } from '../../platform/images';
import { newStorageKey, type Storage } from '../../platform/storage';
import { findAccountById } from '../accounts/accounts.service';
import { accounts } from '../accounts/accounts.table';
import { createCompany, findCompany, toCompanyProfile } from '../companies/companies.service';
import { companies, companyIntegrations } from '../companies/companies.table';

type CompanyFields = {
  name: string;
  inn: string;
  phone: string;
  email: string;
  address: string;
  description: string;
};

function editable(row: CompanyFields): CompanyFields {
  return {
    name: row.name,
    inn: row.inn,
    phone: row.phone,
    email: row.email,
    address: row.address,
    description: row.description,
  };
}

export function createCompanyProfileService(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;

  async function company(companyId: number) {
    const row = await findCompany(db, companyId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async get(companyId: number): Promise<CompanyProfile> {
      return toCompanyProfile(await company(companyId));
    },

    async update(companyId: number, accountId: number, input: CompanyFields): Promise<CompanyProfile> {
      const before = await company(companyId);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(companies)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(companies.id, companyId))
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Company',
          recordId: companyId,
          action: 'update',
          before: editable(before),
          after: editable(row),
        });
        return row;
      });
      return toCompanyProfile(updated);
    },

    async setLogo(companyId: number, accountId: number, data: Buffer | null): Promise<CompanyProfile> {
      const before = await company(companyId);
      let key: string | null = null;
      if (data) {
        const image = await processImage(data, { maxSide: 512, square: true, field: 'logo' });
        key = newStorageKey('logos', image.extension);
        await storage.put(key, image.data);
      }
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(companies)
          .set({ logo: key, updatedAt: new Date() })
          .where(eq(companies.id, companyId))
          .returning();
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'Company',
          recordId: companyId,
          action: 'update',
          before: { logo: before.logo },
          after: { logo: key },
        });
        return row;
      });
      if (before.logo) await storage.remove(before.logo);
      return toCompanyProfile(updated);
    },

    /** An ordinary user opens a company: they become its owner and it becomes their current company. */
    async open(accountId: number, name: string): Promise<void> {
      const account = await findAccountById(db, accountId);
      if (!account) throw notFound();
      if (account.userType !== 1) throw conflict(PROFILE_MSG.alreadyHasCompany);
      await db.transaction(async (tx) => {
        const created = await createCompany(tx, { name, ownerAccountId: accountId });
        await tx
          .update(accounts)
          .set({ userType: 2, currentCompanyId: created.id, updatedAt: new Date() })
          .where(eq(accounts.id, accountId));
      });
    },

    async integrations(companyId: number): Promise<Integrations> {
      const [row] = await db
        .select()
        .from(companyIntegrations)
        .where(eq(companyIntegrations.companyId, companyId));
      return {
        whatsapp_profile_id: row?.whatsappProfileId ?? '',
        has_whatsapp_token: Boolean(row?.whatsappToken),
        telegram_bot_name: row?.telegramBotName ?? '',
        has_telegram_token: Boolean(row?.telegramToken),
      };
    },

    async updateIntegrations(
      companyId: number,
      accountId: number,
      input: {
        whatsapp_profile_id?: string;
        whatsapp_token?: string;
        telegram_bot_name?: string;
        telegram_token?: string;
      },
    ): Promise<Integrations> {
      const before = await this.integrations(companyId);
      const values = {
        ...(input.whatsapp_profile_id !== undefined ? { whatsappProfileId: input.whatsapp_profile_id } : {}),
        ...(input.whatsapp_token !== undefined ? { whatsappToken: input.whatsapp_token } : {}),
        ...(input.telegram_bot_name !== undefined ? { telegramBotName: input.telegram_bot_name } : {}),
        ...(input.telegram_token !== undefined ? { telegramToken: input.telegram_token } : {}),
        updatedAt: new Date(),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(companyIntegrations)
          .values({ companyId, ...values })
          .onConflictDoUpdate({ target: companyIntegrations.companyId, set: values });
        const [row] = await tx
          .select()
          .from(companyIntegrations)
          .where(eq(companyIntegrations.companyId, companyId));
        // secrets are journalled only as "set / not set"
        await recordAudit(tx, {
          companyId,
          accountId,
          model: 'CompanyIntegrations',
          recordId: companyId,
          action: 'update',
          before,
          after: {
            whatsapp_profile_id: row.whatsappProfileId,
            has_whatsapp_token: Boolean(row.whatsappToken),
            telegram_bot_name: row.telegramBotName,
            has_telegram_token: Boolean(row.telegramToken),
          },
        });
      });
      return this.integrations(companyId);
    },
  };
}
