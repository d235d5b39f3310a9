import { DOCUMENT_FORMAT_LABELS, type DocumentFormat } from '@sp/shared/api/documents';
import { journalFieldLabel } from '@sp/shared/api/journal';
import { formatDate, formatDateTime } from '@sp/shared/format/date';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@sp/shared/orders/statuses';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A journalled value as text: «—» for none, Да / Нет, dates dd.MM.yyyy (with HH:mm for a moment), a deal's
 * status and a document's format by their names, lists joined, a nested block as «Поле: значение» pairs.
 */
export function journalValueText(value: unknown, context: { model: string; field: string }): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (context.model === 'Order' && context.field === 'status' && value in ORDER_STATUS_LABELS) {
      return ORDER_STATUS_LABELS[value as OrderStatus];
    }
    if (context.model === 'CustomDocument' && context.field === 'format' && value in DOCUMENT_FORMAT_LABELS) {
      return DOCUMENT_FORMAT_LABELS[value as DocumentFormat];
    }
    if (DAY.test(value)) return formatDate(`${value}T00:00:00`);
    if (MOMENT.test(value)) return formatDateTime(value) || value;
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => journalValueText(item, context)).join(', ');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '—';
    return entries
      .map(
        ([key, item]) => `${journalFieldLabel(key)}: ${journalValueText(item, { ...context, field: key })}`,
      )
      .join('; ');
  }
  return String(value);
}
