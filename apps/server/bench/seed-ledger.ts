// `npm run bench` (issue 14 §5): a ledger of LEDGER_ENTRIES rows, so the balance and its history are read as a
// platform with years of payments would read them.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export type LedgerScale = {
  /** ledger entries in all (two per movement) */
  entries: number;
  /** movements of the signed-in bench account among them */
  own: number;
  /** other holders sharing the rest */
  holders: number;
};

export type LedgerSeed = { entries: number; ownMovements: number; seconds: number };

/**
 * Top-ups of `holders` other holders (platform ledger accounts named bench:<n>, which need no account rows) and
 * `own` of the bench account, each a movement of two entries against the card clearing account, spread over
 * the last years; written by the database itself (generate_series), the sums checked at commit as always.
 */
export async function seedLedger(db: Db, accountId: number, scale: LedgerScale): Promise<LedgerSeed> {
  const startedAt = performance.now();
  const movements = Math.floor(scale.entries / 2);
  await db.execute(
    sql`insert into ledger_accounts (platform_code) select 'bench:' || n from generate_series(1, ${scale.holders}) n`,
  );
  await db.execute(sql`insert into ledger_accounts (account_id) values (${accountId})`);
  await db.execute(sql`
    with written as (
      insert into ledger_transactions (kind, description, created_at)
      select 'top_up', 'Пополнение картой', now() - make_interval(mins => n)
      from generate_series(1, ${movements}) n
      returning id
    ), numbered as (
      select id, row_number() over (order by id) as n from written
    ), holders as (
      select min(id) as first from ledger_accounts where platform_code like 'bench:%'
    )
    insert into ledger_entries (transaction_id, ledger_account_id, amount)
    select id,
      case when n <= ${scale.own}
        then (select id from ledger_accounts where account_id = ${accountId})
        else (select first from holders) + (n % ${scale.holders})::int end,
      10000 + n % 5000
    from numbered
    union all
    select id, (select id from ledger_accounts where platform_code = 'card_clearing'), -(10000 + n % 5000)
    from numbered`);
  await db.execute(sql`analyze ledger_accounts, ledger_transactions, ledger_entries`);
  return {
    entries: movements * 2,
    ownMovements: scale.own,
    seconds: (performance.now() - startedAt) / 1000,
  };
}
