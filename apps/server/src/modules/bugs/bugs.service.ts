import type { Readable } from 'node:stream';
import type { Bug } from '@sp/shared/api/misc';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { processImage } from '../../platform/images';
import { COUNT, listPage, type Page } from '../../platform/paging';
import { newStorageKey, type Storage } from '../../platform/storage';
import { accounts } from '../accounts/accounts.table';
import { bugs } from './bugs.table';

const columns = {
  id: bugs.id,
  message: bugs.message,
  screenUpload: bugs.screenUpload,
  isResolved: bugs.isResolved,
  createdAt: bugs.createdAt,
  pageUrl: bugs.pageUrl,
  accountId: bugs.accountId,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  phone: accounts.phone,
};

type BugRow = {
  id: number;
  message: string;
  screenUpload: string | null;
  isResolved: boolean;
  createdAt: Date;
  pageUrl: string;
  accountId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
};

/**
 * Where an administrator reads a report's screenshot: the checked GET /api/admin/bugs/{id}/screen/. The file is
 * private (a screenshot shows whatever the author had on screen), so /media never serves its key.
 */
export const bugScreenPath = (id: number) => `/api/admin/bugs/${id}/screen/`;

const SCREEN_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

function toBug(row: BugRow): Bug {
  const name =
    [row.lastName, row.firstName].filter(Boolean).join(' ') || row.email || row.phone || 'Без имени';
  return {
    id: row.id,
    message: row.message,
    screen_upload: row.screenUpload ? bugScreenPath(row.id) : null,
    is_resolved: row.isResolved,
    created_at: row.createdAt.toISOString(),
    page_url: row.pageUrl,
    author: row.accountId ? { id: row.accountId, name, email: row.email } : null,
  };
}

export function createBugService(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;

  async function storeScreenshot(data: Buffer): Promise<string> {
    const image = await processImage(data, { maxSide: 2560, field: 'screen_upload' });
    const key = newStorageKey('bugs', image.extension);
    await storage.put(key, image.data);
    return key;
  }

  async function get(id: number): Promise<Bug> {
    const [row] = await db
      .select(columns)
      .from(bugs)
      .leftJoin(accounts, eq(accounts.id, bugs.accountId))
      .where(eq(bugs.id, id));
    if (!row) throw notFound();
    return toBug(row);
  }

  return {
    get,

    async create(
      accountId: number,
      input: { message: string; page_url?: string },
      screenshot: Buffer | null,
    ): Promise<Bug> {
      const screenUpload = screenshot ? await storeScreenshot(screenshot) : null;
      const [row] = await db
        .insert(bugs)
        .values({ accountId, message: input.message, pageUrl: input.page_url ?? '', screenUpload })
        .returning({ id: bugs.id });
      return get(row.id);
    },

    /** The author adds a screenshot to a report they sent; anyone else's report is not found. */
    async attachScreenshot(accountId: number, id: number, screenshot: Buffer): Promise<Bug> {
      const [row] = await db.select().from(bugs).where(eq(bugs.id, id));
      if (!row || row.accountId !== accountId) throw notFound();
      const key = await storeScreenshot(screenshot);
      await db.update(bugs).set({ screenUpload: key }).where(eq(bugs.id, id));
      if (row.screenUpload) await storage.remove(row.screenUpload);
      return get(id);
    },

    /** A report's screenshot as stored (for the administrator's route); no report or no screenshot is a 404. */
    async screenshot(id: number): Promise<{ stream: Readable; size: number; contentType: string }> {
      const [row] = await db.select({ key: bugs.screenUpload }).from(bugs).where(eq(bugs.id, id));
      const file = row?.key ? await storage.open(row.key) : null;
      if (!row?.key || !file) throw notFound();
      const extension = row.key.split('.').pop() ?? '';
      return { ...file, contentType: SCREEN_TYPES[extension] ?? 'application/octet-stream' };
    },

    list(page: Page): Promise<{ results: Bug[]; count: number }> {
      return listPage(
        db.select(COUNT).from(bugs),
        db
          .select(columns)
          .from(bugs)
          .leftJoin(accounts, eq(accounts.id, bugs.accountId))
          .orderBy(desc(bugs.createdAt), desc(bugs.id))
          .limit(page.limit)
          .offset(page.offset),
        (rows) => rows.map(toBug),
      );
    },

    async setResolved(id: number, isResolved: boolean): Promise<Bug> {
      const [row] = await db
        .update(bugs)
        .set({ isResolved })
        .where(eq(bugs.id, id))
        .returning({ id: bugs.id });
      if (!row) throw notFound();
      return get(id);
    },
  };
}
