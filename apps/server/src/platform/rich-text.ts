import { RICH_TEXT_TAGS } from '@sp/shared/validation/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * Keeps only the spec's tags, with no attributes at all; scripts, styles and their content disappear,
 * other tags are unwrapped to their text. Run on every rich text the server stores.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  }).trim();
}
