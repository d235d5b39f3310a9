import { MONEY_MSG } from '../format/money';
import { ORDER_STATUS_MSG } from '../orders/statuses';
import { TOTALS_MSG } from '../orders/totals';
import { MSG } from '../validation/messages';
import { REQUISITES_MSG } from '../validation/requisites';
import { ADMIN_COMPANY_MSG } from './admin-companies';
import { ADMIN_PERSON_MSG } from './admin-persons';
import { ADMIN_PROFILE_MSG } from './admin-profiles';
import { ADMIN_STATISTICS_MSG } from './admin-statistics';
import { AGENT_REQUEST_MSG } from './agent-requests';
import { AUTH_MSG } from './auth';
import { BACKUP_MSG } from './backups';
import { CATALOG_MSG } from './catalog';
import { CEMETERY_MSG } from './cemeteries';
import { SERVER_MSG } from './common';
import { DEALER_MSG } from './dealers';
import { DOCUMENT_MSG } from './documents';
import { FAMILY_TREE_MSG } from './family-tree';
import { FILES_MSG } from './files';
import { GEO_MSG } from './geo';
import { GUEST_BOOK_MSG } from './guest-book';
import { INVOICE_MSG } from './invoices';
import { JOURNAL_MSG } from './journal';
import { LANDING_MSG } from './landing';
import { MEMORY_PAGE_MSG } from './memory-pages';
import { CALENDAR_MSG, ORDER_MSG } from './orders';
import { PAGE_COMPLAINT_MSG } from './page-complaints';
import { MUNICIPAL_MSG, PASSPORT_MSG } from './passports';
import { PAYMENT_MSG } from './payments';
import { PERSON_IMPORT_MSG } from './person-imports';
import { PERSON_MSG } from './persons';
import { PORTAL_PRODUCT_MSG } from './portal-products';
import { PROFILE_MSG } from './profile';
import { PROMO_MSG } from './promo-codes';
import { PUBLIC_MSG } from './public';
import { REPORT_MSG } from './reports';
import { REVIEW_MSG } from './reviews';
import { SHOPPER_MSG } from './shoppers';
import { STAFF_MSG } from './staff';
import { TARIFF_MSG } from './tariffs';
import { TASK_MSG } from './tasks';
import { URGENT_MSG } from './urgent';

type MessageTable = Record<string, string | ((...args: never[]) => string)>;

/**
 * Every message table of the platform under the name its codes begin with; the server takes its error messages
 * from these only, and an error's `error_code` is `<table>.<key>` of the message it carries (SERVER first, so a
 * text two tables share is the server's). A new table joins here (a test checks that none is left out).
 */
export const MESSAGE_TABLES: Record<string, MessageTable> = {
  server: SERVER_MSG,
  validation: MSG,
  auth: AUTH_MSG,
  profile: PROFILE_MSG,
  staff: STAFF_MSG,
  catalog: CATALOG_MSG,
  landing: LANDING_MSG,
  public: PUBLIC_MSG,
  urgent: URGENT_MSG,
  geo: GEO_MSG,
  persons: PERSON_MSG,
  family_tree: FAMILY_TREE_MSG,
  memory_pages: MEMORY_PAGE_MSG,
  guest_book: GUEST_BOOK_MSG,
  page_complaints: PAGE_COMPLAINT_MSG,
  files: FILES_MSG,
  backups: BACKUP_MSG,
  orders: ORDER_MSG,
  order_statuses: ORDER_STATUS_MSG,
  order_totals: TOTALS_MSG,
  calendar: CALENDAR_MSG,
  money: MONEY_MSG,
  payments: PAYMENT_MSG,
  invoices: INVOICE_MSG,
  cemeteries: CEMETERY_MSG,
  passports: PASSPORT_MSG,
  municipal: MUNICIPAL_MSG,
  admin_statistics: ADMIN_STATISTICS_MSG,
  admin_companies: ADMIN_COMPANY_MSG,
  admin_persons: ADMIN_PERSON_MSG,
  portal_products: PORTAL_PRODUCT_MSG,
  tariffs: TARIFF_MSG,
  shoppers: SHOPPER_MSG,
  requisites: REQUISITES_MSG,
  agent_requests: AGENT_REQUEST_MSG,
  documents: DOCUMENT_MSG,
  tasks: TASK_MSG,
  journal: JOURNAL_MSG,
  reviews: REVIEW_MSG,
  reports: REPORT_MSG,
  admin_profiles: ADMIN_PROFILE_MSG,
  person_imports: PERSON_IMPORT_MSG,
  promo_codes: PROMO_MSG,
  dealers: DEALER_MSG,
};

/** The code of an error whose message is in no table (a throttle's wording with its minutes, say), by status. */
export const GENERIC_ERROR_CODES: Record<number, string> = {
  400: 'invalid',
  401: 'not_authenticated',
  402: 'payment_required',
  403: 'permission_denied',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  429: 'throttled',
  500: 'server_error',
  503: 'unavailable',
};

/** A request that broke its route's schema (the SPEC §5 messages per field). */
export const VALIDATION_ERROR = 'validation_error';

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** Stands for a parameter of a message function, so its other words can be matched. */
const SENTINEL = 735_291;

type Matcher = { code: string; text?: string; pattern?: RegExp };

function matchers(): Matcher[] {
  const found: Matcher[] = [];
  for (const [table, messages] of Object.entries(MESSAGE_TABLES)) {
    for (const [key, message] of Object.entries(messages)) {
      const code = `${table}.${snake(key)}`;
      if (typeof message === 'string') {
        found.push({ code, text: message });
        continue;
      }
      const args = Array.from({ length: message.length }, () => SENTINEL) as never[];
      let sample: string;
      try {
        sample = message(...args);
      } catch {
        continue;
      }
      const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(String(SENTINEL), '(.+?)');
      found.push({ code, pattern: new RegExp(`^${escaped}$`) });
    }
  }
  return found;
}

let cache: { byText: Map<string, string>; patterns: Matcher[] } | null = null;

/** The stable code of an error message: its table and key, or the status's generic code. */
export function errorCodeOf(status: number, message: string | undefined): string {
  if (!cache) {
    const all = matchers();
    const byText = new Map<string, string>();
    for (const matcher of all)
      if (matcher.text !== undefined && !byText.has(matcher.text)) byText.set(matcher.text, matcher.code);
    cache = { byText, patterns: all.filter((matcher) => matcher.pattern) };
  }
  if (message !== undefined) {
    const exact = cache.byText.get(message);
    if (exact) return exact;
    const matched = cache.patterns.find((matcher) => matcher.pattern!.test(message));
    if (matched) return matched.code;
  }
  return GENERIC_ERROR_CODES[status] ?? (status >= 500 ? 'server_error' : 'invalid');
}

/** Every code an error may carry, for the API document. */
export function allErrorCodes(): string[] {
  const codes = new Set<string>([VALIDATION_ERROR, ...Object.values(GENERIC_ERROR_CODES)]);
  for (const matcher of matchers()) codes.add(matcher.code);
  return [...codes].sort();
}
