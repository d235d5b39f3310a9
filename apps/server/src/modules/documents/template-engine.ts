import { DOCUMENT_MSG, TEMPLATE_MAX_MB, TEMPLATE_TAG_MSG } from '@sp/shared/api/documents';
import { ITEM_KEYS, ITEMS_LOOP, TOP_LEVEL_KEYS } from '@sp/shared/documents/placeholders';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { ApiError } from '../../platform/errors';

/**
 * Templates as docxtemplater reads them: checking an upload (a .docx by content, at most 10 MB, a template that
 * parses), listing the placeholders it uses, and filling it with a deal's values. Tags are `{key}`; loops
 * `{#items}…{/items}` repeat a table row or paragraphs; a missing value comes out empty.
 */

export const TEMPLATE_MAX_BYTES = TEMPLATE_MAX_MB * 1024 * 1024;

const OPTIONS = { paragraphLoop: true, linebreaks: true, errorLogging: false, nullGetter: () => '' } as const;

type XtError = {
  message?: string;
  properties?: {
    id?: string;
    xtag?: string;
    openingtag?: string;
    closingtag?: string;
    tag?: string;
    explanation?: string;
    errors?: XtError[];
    offset?: number;
  };
};

/** A docxtemplater error in Russian, naming the tag at fault. */
function describeError(error: XtError): string {
  const id = error.properties?.id ?? '';
  const name = error.properties?.xtag ?? error.properties?.tag;
  const tag = name ? `«${name}»` : '';
  switch (id) {
    case 'unclosed_tag':
      return TEMPLATE_TAG_MSG.unclosedTag(tag);
    case 'unopened_tag':
      return TEMPLATE_TAG_MSG.unopenedTag(tag);
    case 'duplicate_open_tag':
      return TEMPLATE_TAG_MSG.duplicateOpen(tag);
    case 'duplicate_close_tag':
      return TEMPLATE_TAG_MSG.duplicateClose(tag);
    case 'closing_tag_does_not_match_opening_tag':
      return TEMPLATE_TAG_MSG.loopNamesDiffer(
        error.properties?.openingtag ?? '',
        error.properties?.closingtag ?? '',
      );
    case 'unclosed_loop':
      return TEMPLATE_TAG_MSG.unclosedLoop(tag, name ?? '');
    case 'unopened_loop':
      return TEMPLATE_TAG_MSG.unopenedLoop(tag);
    case 'unbalanced_loop_tags':
      return TEMPLATE_TAG_MSG.unbalancedLoops;
    case 'raw_xml_tag_should_be_only_text_in_paragraph':
      return TEMPLATE_TAG_MSG.rawXmlAlone(tag);
    case 'malformed_xml':
    case 'file_has_invalid_xml':
    case 'invalid_xml_characters':
      return TEMPLATE_TAG_MSG.brokenXml;
    case 'loop_position_invalid':
      return TEMPLATE_TAG_MSG.loopAcrossTable(tag);
    default:
      return error.properties?.explanation ?? error.message ?? TEMPLATE_TAG_MSG.unreadable;
  }
}

/** Every problem of a template error, at most five, in Russian. */
function templateProblems(error: unknown): string[] {
  const xt = error as XtError;
  const nested = xt?.properties?.errors;
  const list = nested?.length ? nested : [xt];
  const messages = [...new Set(list.map(describeError))];
  return messages.length > 5
    ? [...messages.slice(0, 5), TEMPLATE_TAG_MSG.andMore(messages.length - 5)]
    : messages;
}

function openZip(data: Buffer): PizZip {
  if (data.length > TEMPLATE_MAX_BYTES) throw new ApiError(400, { file: [DOCUMENT_MSG.tooLarge] });
  // a zip starts with «PK\x03\x04»: anything else is not a .docx whatever its name
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) {
    throw new ApiError(400, { file: [DOCUMENT_MSG.notDocx] });
  }
  let zip: PizZip;
  try {
    zip = new PizZip(data);
  } catch {
    throw new ApiError(400, { file: [DOCUMENT_MSG.notDocx] });
  }
  if (!zip.file('word/document.xml')) throw new ApiError(400, { file: [DOCUMENT_MSG.noDocumentXml] });
  return zip;
}

function compile(zip: PizZip): Docxtemplater {
  try {
    return new Docxtemplater(zip, OPTIONS);
  } catch (error) {
    throw new ApiError(400, { file: templateProblems(error) });
  }
}

type TagTree = Record<string, unknown>;
type CompiledTags = {
  document?: { tags: TagTree };
  headers: { tags: TagTree }[];
  footers: { tags: TagTree }[];
};

/**
 * Tags in order of first use: «client_name», «items», «items.name». A condition such as {#funeral_date}…{/funeral_date}
 * reads its tags from the same scope, so they are listed as they are; only the items loop prefixes its fields.
 */
function flattenTags(tags: TagTree, prefix = ''): string[] {
  const result: string[] = [];
  for (const [key, nested] of Object.entries(tags)) {
    result.push(prefix ? `${prefix}.${key}` : key);
    if (nested && typeof nested === 'object' && Object.keys(nested).length) {
      result.push(...flattenTags(nested as TagTree, !prefix && key === ITEMS_LOOP ? ITEMS_LOOP : prefix));
    }
  }
  return result;
}

/**
 * Checks an uploaded template by content and answers the placeholders it uses. A file that is not a .docx, has no
 * word/document.xml, is over 10 MB or whose tags do not parse answers 400 on `file` naming the problem.
 */
export function inspectTemplate(data: Buffer): { placeholders: string[] } {
  // getTags() is there in docxtemplater 3.71 but missing from its typings
  const tags = (compile(openZip(data)) as unknown as { getTags(): CompiledTags }).getTags();
  const parts = [tags.document, ...tags.headers, ...tags.footers];
  const placeholders = parts.flatMap((part) => (part ? flattenTags(part.tags) : []));
  return { placeholders: [...new Set(placeholders)] };
}

/**
 * The used placeholders the catalog does not know (they are filled with nothing). Inside the items loop a line's
 * fields and every top-level placeholder are known (docxtemplater looks a tag up in the line, then outside it).
 */
export function unknownPlaceholders(placeholders: readonly string[]): string[] {
  return placeholders.filter((name) => {
    const parts = name.split('.');
    if (parts.length === 1) return !(name === ITEMS_LOOP || TOP_LEVEL_KEYS.has(name));
    if (parts.length === 2 && parts[0] === ITEMS_LOOP)
      return !(ITEM_KEYS.has(parts[1]) || TOP_LEVEL_KEYS.has(parts[1]));
    return true;
  });
}

/** The template filled with the values: a new .docx. */
export function renderTemplate(data: Buffer, values: Record<string, unknown>): Buffer {
  const doc = compile(openZip(data));
  try {
    doc.render(values);
  } catch (error) {
    throw new ApiError(400, {
      detail: `${DOCUMENT_MSG.renderFailed}: ${templateProblems(error).join('; ')}`,
    });
  }
  return doc.toBuffer();
}

/** The text of a .docx's body, paragraphs on their own lines (tests and previews). */
export function docxText(data: Buffer): string {
  const xml = new PizZip(data).file('word/document.xml')?.asText() ?? '';
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<w:br\/>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
