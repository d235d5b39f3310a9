/** SPEC §5/§9: the only tags rich text may hold, never with attributes. */
export const RICH_TEXT_TAGS = ['strong', 'p', 'br', 'ul', 'li', 'ol', 'em', 'u'] as const;

/** Characters of visible text a landing description may hold (the spec leaves the number to us). */
export const LANDING_DESCRIPTION_MAX = 5000;

/** Visible text of a rich-text fragment: what the character counter and the length limit count. */
export function richTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, ' ')
    .trim().length;
}
