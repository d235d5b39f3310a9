import { RICH_TEXT_TAGS } from '@sp/shared/validation/rich-text';

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
/** What the browser's editing commands write, in the spec's tags. */
const RENAME: Record<string, string> = { b: 'strong', i: 'em', div: 'p' };

function clean(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const name = child.nodeName.toLowerCase();
    const tag = RENAME[name] ?? name;
    if (ALLOWED.has(tag)) {
      const element = doc.createElement(tag);
      target.appendChild(element);
      if (tag !== 'br') clean(child, element, doc);
    } else {
      // spans, fonts and the like: keep the text, drop the wrapper
      clean(child, target, doc);
    }
  }
}

/**
 * The editor's HTML in the spec's tags only (strong, p, br, ul, li, ol, em, u), without attributes:
 * b → strong, i → em, div → p, anything else unwrapped. The server sanitises again; this keeps what the
 * editor shows equal to what is saved.
 */
export function cleanRichText(html: string): string {
  const doc = document.implementation.createHTMLDocument('');
  const source = doc.createElement('div');
  source.innerHTML = html;
  const target = doc.createElement('div');
  clean(source, target, doc);
  const result = target.innerHTML;
  // an emptied editor leaves <p><br></p> or a lone <br>
  return result.replace(/<(br|p)>(<br>)?(<\/p>)?/g, '').trim() === '' ? '' : result;
}
