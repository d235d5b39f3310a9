import { DOCUMENT_MSG, DOCX_LIMITS, DOCX_MSG } from '@sp/shared/api/documents';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { ApiError } from '../../platform/errors';

/**
 * An untrusted .docx made safe before it is kept or given to LibreOffice (issue 10 §4). A company's template is the
 * attacker's file: LibreOffice follows what a document links to (a picture linked to a URL is fetched, one linked to
 * a local file is drawn into the PDF) and Word on a client's machine does more (INCLUDETEXT, LINK, DDE).
 *
 * 1. The archive is bounded before a byte is inflated, from yauzl's central directory: at most 2 000 entries (a
 *    .docx has tens; a directory of a million empty entries costs memory to list), 20 MB unpacked per part and 50 MB
 *    in all. A template is at most 10 MB packed; its pictures barely deflate, so an honest one unpacks to little more
 *    than that, and 20 MB of WordprocessingML is thousands of pages. Deflate packs zeros about 1000 to 1, so 10 MB
 *    could claim 10 GB: the bounds hold what one request may keep in memory (the parts, then docxtemplater's copy).
 *    The headers may lie, so each part is also counted while it inflates and refused the moment it passes its
 *    declared size (yauzl's validateEntrySizes, and our own count).
 * 2. Every XML part (known by content, not by name, since the parts are found through relationships) must be UTF-8
 *    or UTF-16 and hold no DTD (OPC forbids it: an entity could spell a field's name or read a file). Comments are
 *    dropped and CDATA written as text, so what is checked below is what an XML parser reads.
 * 3. Relationships leaving the package are removed (TargetMode other than Internal, or a target with a scheme, a
 *    UNC or a protocol-relative path), with the element that only held such a reference (a header, the attached
 *    template, a sub-document, a chart's external data) or else the attribute that named it (a picture keeps its
 *    embedded copy, a hyperlink its text). A hyperlink to http(s), mailto or tel stays: nothing follows it while
 *    converting, and templates carry the company's site. Relationships to altChunk content, attached templates,
 *    sub-documents, OLE objects, frames and mail-merge sources go too, internal or not.
 * 4. Fields that reach outside the document are dropped: INCLUDEPICTURE, INCLUDETEXT, INCLUDE, IMPORT, LINK, DDE,
 *    DDEAUTO, DATABASE, however the name is spelled (in pieces across runs, by character references, in any case),
 *    and a field whose name would come from a nested field. A simple field (w:fldSimple) is unwrapped, keeping what
 *    it showed; a complex one (w:fldChar, w:instrText) loses its markers and instruction, keeping its shown result as
 *    plain runs. altChunk, attachedTemplate, subDoc, mailMerge and OLE objects are removed (an OLE object's picture
 *    stays), as are href/src attributes pointing outside (VML, SVG).
 * 5. The archive is written anew with yazl from what was checked, so LibreOffice, docxtemplater and Word all read
 *    the parts that were checked, whatever tricks the original zip played (duplicate names, prepended data).
 */

type Refuse = (message: string) => ApiError;

type Part = { name: string; data: Buffer; compress: boolean; mtime: Date; changed: boolean };

// ---- the archive

/** The entries' bytes, each bounded by its declared size and the limits; nothing inflated before all are checked. */
async function unpack(data: Buffer, refuse: Refuse): Promise<Part[]> {
  // a zip starts with «PK\x03\x04»; data before it (a polyglot) is refused too
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw refuse(DOCUMENT_MSG.notDocx);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(data, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      decodeStrings: true,
    });
  } catch {
    throw refuse(DOCUMENT_MSG.notDocx);
  }
  try {
    if (zip.entryCount > DOCX_LIMITS.maxEntries) throw refuse(DOCX_MSG.tooManyParts);
    const entries: yauzl.Entry[] = [];
    const names = new Set<string>();
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/')) continue;
      if (entry.isEncrypted() || !entry.canDecodeFileData()) throw refuse(DOCUMENT_MSG.notDocx);
      // part names are case-insensitive (OPC): two spellings of one name are two readings of one part
      if (names.has(name.toLowerCase())) throw refuse(DOCX_MSG.duplicate(name));
      names.add(name.toLowerCase());
      if (entry.uncompressedSize > DOCX_LIMITS.maxPartBytes) throw refuse(DOCX_MSG.partTooLarge(name));
      declared += entry.uncompressedSize;
      if (declared > DOCX_LIMITS.maxTotalBytes) throw refuse(DOCX_MSG.totalTooLarge);
      entries.push(entry);
    }
    // every part now inflates to at most its declared size, so the total stays within the limit as well
    const parts: Part[] = [];
    for (const entry of entries) {
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        const stream = await zip.openReadStreamPromise(entry);
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > entry.uncompressedSize) {
            stream.destroy();
            throw refuse(DOCX_MSG.partLies(entry.fileName));
          }
          chunks.push(chunk);
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (/too many bytes/.test(String((error as Error)?.message)))
          throw refuse(DOCX_MSG.partLies(entry.fileName));
        throw refuse(DOCUMENT_MSG.notDocx);
      }
      const mtime = entry.getLastModDate();
      parts.push({
        name: entry.fileName,
        data: Buffer.concat(chunks),
        compress: entry.compressionMethod !== 0,
        mtime: Number.isNaN(mtime.getTime()) ? new Date() : mtime,
        changed: false,
      });
    }
    return parts;
  } catch (error) {
    throw error instanceof ApiError ? error : refuse(DOCUMENT_MSG.notDocx);
  } finally {
    zip.close();
  }
}

function pack(parts: readonly Part[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const part of parts)
    zip.addBuffer(part.data, part.name, { mtime: part.mtime, compress: part.compress });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

// ---- XML as a parser reads it

/** Whether a part is XML: it starts with «<» (after a BOM and blanks), or with another encoding's «<?xml». */
function looksLikeXml(name: string, data: Buffer): boolean {
  if (/\.(xml|rels|vml)$/i.test(name)) return true;
  if ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff)) return true;
  let at = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? 3 : 0;
  while (
    at < data.length &&
    (data[at] === 0x20 || data[at] === 0x09 || data[at] === 0x0a || data[at] === 0x0d)
  )
    at++;
  if (data[at] === 0x3c) return true;
  // UTF-16 or UTF-32 without a BOM, EBCDIC: «<» or «<?» spelled in them
  const head = data.subarray(0, 4).toString('hex');
  return ['003c003f', '3c003f00', '0000003c', '3c000000', '4c6fa794'].includes(head);
}

/** The part's text (UTF-16 becomes UTF-8, its declaration too); refused when it is neither or holds a DTD. */
function readXml(name: string, data: Buffer, refuse: Refuse): { text: string; converted: boolean } {
  const utf16 =
    data[0] === 0xff && data[1] === 0xfe
      ? 'utf-16le'
      : data[0] === 0xfe && data[1] === 0xff
        ? 'utf-16be'
        : null;
  let text: string;
  try {
    // a NUL is never in XML: bytes with one are another encoding read as UTF-8
    if (!utf16 && data.includes(0)) throw new Error('NUL');
    text = new TextDecoder(utf16 ?? 'utf-8', { fatal: true }).decode(data);
  } catch {
    throw refuse(DOCX_MSG.encoding(name));
  }
  const declared = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([^"']*)\1/.exec(text)?.[2];
  if (declared !== undefined && !(utf16 ? /^utf-?16(le|be)?$/i : /^utf-?8$/i).test(declared.trim())) {
    throw refuse(DOCX_MSG.encoding(name));
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw refuse(DOCX_MSG.doctype(name));
  if (utf16 && declared !== undefined)
    text = text.replace(/(<\?xml\s[^>]*?\bencoding\s*=\s*["'])[^"']*/, '$1UTF-8');
  return { text, converted: utf16 !== null };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Comments dropped, CDATA sections written as escaped text: what is left is elements, attributes and text, which we
 * read as any XML parser does. An unterminated one is a broken part. Each end is searched once: linear time.
 */
function normalize(name: string, xml: string, refuse: Refuse): string {
  const opening = /<!--|<!\[CDATA\[/g;
  let result = '';
  let at = 0;
  for (let match = opening.exec(xml); match; match = opening.exec(xml)) {
    const comment = match[0] === '<!--';
    const body = match.index + match[0].length;
    const close = xml.indexOf(comment ? '-->' : ']]>', body);
    if (close < 0) throw refuse(DOCX_MSG.malformed(name));
    result += xml.slice(at, match.index) + (comment ? '' : escapeText(xml.slice(body, close)));
    at = close + 3;
    opening.lastIndex = at;
  }
  return at ? result + xml.slice(at) : xml;
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|lt|gt|amp|quot|apos);/gi, (_match, entity: string) => {
    if (entity[0] !== '#') return named[entity.toLowerCase()] ?? '';
    const code =
      entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * A tag's attributes. A quoted value may hold «>» (so a tag is not «[^>]*») but never «<»: no match crosses a «<»,
 * so reading every tag of a part takes linear time whatever the part holds.
 */
const ATTRS = `(?:\\s+[^\\s=/<>]+\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*\\s*`;
/** A name or prefix: wider than XML's (any letters, «ж:instrText» too), so no element goes unseen. */
const NAME = `[^\\s/<>=:"'!?]+`;
/** Every start, end and empty-element tag, with any namespace prefix or none (w:, another, the default). */
const TAG = new RegExp(`<(/?)((?:${NAME}:)?${NAME})(${ATTRS})(/?)>`, 'g');
const ATTRIBUTE = /\s+([^\s=/<>]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;

/** The attributes of a tag by qualified name, values decoded. */
function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE))
    found.set(match[1], decodeEntities(match[2] ?? match[3] ?? ''));
  return found;
}
const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);
const attribute = (attrs: Map<string, string>, local: string) => {
  for (const [name, value] of attrs) if (localName(name) === local) return value;
  return undefined;
};

type Tag = { start: number; end: number; qname: string; local: string; attrs: string };
/** An element read to its end: its start tag, where it ends, where its content lies. */
type Element = { open: Tag; empty: boolean; end: number; innerStart: number; innerEnd: number };

/**
 * Reads the part's tags in order: `open` for each start or empty-element tag, `close` for each element when it
 * ends (an empty one at once). An end tag closes the innermost open element of its name; elements left open inside
 * it (broken XML) are closed with it, as their start tag alone. Linear in the part's length.
 */
function walk(
  xml: string,
  visit: { open?: (tag: Tag, empty: boolean) => void; close?: (element: Element) => void },
): void {
  const stack: Tag[] = [];
  /** how many elements of each name are open: an end tag of none is passed without searching the stack */
  const opened = new Map<string, number>();
  for (const match of xml.matchAll(TAG)) {
    const [text, slash, qname, attrs, empty] = match;
    const tag: Tag = {
      start: match.index,
      end: match.index + text.length,
      qname,
      local: localName(qname),
      attrs,
    };
    if (!slash) {
      visit.open?.(tag, empty === '/');
      if (empty) {
        visit.close?.({ open: tag, empty: true, end: tag.end, innerStart: tag.end, innerEnd: tag.end });
      } else {
        stack.push(tag);
        opened.set(qname, (opened.get(qname) ?? 0) + 1);
      }
      continue;
    }
    if (!opened.get(qname)) continue;
    // the search passes only elements it then closes: linear over the part
    let index = stack.length - 1;
    while (stack[index].qname !== qname) index--;
    const closed = stack.splice(index).reverse();
    closed.forEach((open, at) => {
      opened.set(open.qname, (opened.get(open.qname) ?? 1) - 1);
      // the one this end tag closes spans to it; those left open inside it (broken XML, where a parser stops)
      // are taken as their start tag alone
      const matched = at === closed.length - 1;
      visit.close?.({
        open,
        empty: false,
        end: matched ? tag.end : open.end,
        innerStart: open.end,
        innerEnd: matched ? tag.start : open.end,
      });
    });
  }
}

/** A range of the text to drop or replace; all applied at once, the widest first where two start together. */
type Cut = { start: number; end: number; insert?: string };

function applyCuts(text: string, cuts: readonly Cut[]): string {
  if (!cuts.length) return text;
  const sorted = [...cuts].sort((a, b) => a.start - b.start || b.end - a.end);
  let result = '';
  let at = 0;
  for (const cut of sorted) {
    if (cut.start < at) continue;
    result += text.slice(at, cut.start) + (cut.insert ?? '');
    at = cut.end;
  }
  return result + text.slice(at);
}

// ---- relationships

/** Types dropped even inside the package: each imports content or reaches a data source. */
const DROPPED_TYPE =
  /\/(aFChunk|attachedTemplate|subDocument|oleObject|frame|mailMergeSource|mailMergeHeaderSource|mailMergeRecipientData)$/i;

function leavesPackage(attrs: Map<string, string>): boolean {
  const mode = (attribute(attrs, 'TargetMode') ?? 'Internal').trim().toLowerCase();
  const target = (attribute(attrs, 'Target') ?? '').trim();
  return mode !== 'internal' || /^[a-z][a-z0-9+.-]*:/i.test(target) || /^[\\/]{2}/.test(target);
}

/** The .rels part without its outward relationships; the ids removed. */
function cleanRelationships(xml: string): { xml: string; removed: Set<string> } {
  const removed = new Set<string>();
  const cuts: Cut[] = [];
  walk(xml, {
    close(element) {
      if (element.open.local !== 'Relationship') return;
      const attrs = attributes(element.open.attrs);
      const type = (attribute(attrs, 'Type') ?? '').trim();
      const target = (attribute(attrs, 'Target') ?? '').trim();
      const webLink = /\/hyperlink$/.test(type) && /^(https?|mailto|tel):/i.test(target);
      if ((leavesPackage(attrs) && !webLink) || DROPPED_TYPE.test(type)) {
        removed.add(attribute(attrs, 'Id') ?? '');
        cuts.push({ start: element.open.start, end: element.end });
      }
    },
  });
  return { xml: applyCuts(xml, cuts), removed };
}

// ---- the content parts

/** Elements removed wherever they are: each imports content from elsewhere or links an object. */
const ALWAYS_DROPPED = new Set([
  'altChunk',
  'attachedTemplate',
  'subDoc',
  'mailMerge',
  'OLEObject',
  'objectLink',
  'objectEmbed',
]);

/** Elements that are nothing without the relationship they name: removed with it. */
const REFERENCE_ONLY = new Set([
  'headerReference',
  'footerReference',
  'sourceFileName',
  'externalData',
  'control',
]);

/** Fields whose instruction reads a file, a URL or another program's data. */
const OUTWARD_FIELDS = new Set([
  'INCLUDEPICTURE',
  'INCLUDETEXT',
  'INCLUDE',
  'IMPORT',
  'LINK',
  'DDE',
  'DDEAUTO',
  'DATABASE',
]);

/** What may stand before a field's name: blanks, quotes, invisible characters. */
const BEFORE_NAME = /[\s\p{Z}\p{C}"']/u;
const LETTER = /[A-Za-z]/;

/**
 * The field's name: the letters that begin the instruction, past blanks, quotes and invisible characters. Names
 * are letters; reading only them errs towards dropping («INCLUDETEXT2» or «INCLUDETEXT<x/>» count as INCLUDETEXT).
 */
function fieldName(instruction: string): string {
  const rest = instruction.replace(/^[\s\p{Z}\p{C}"']+/u, '');
  return (/^[A-Za-z]+/.exec(rest)?.[0] ?? '').toUpperCase();
}

/**
 * How far an instruction's name has been read: 0 not begun, 1 in it, 2 over (something not a letter followed it).
 * Advanced piece by piece, so a long instruction is read once.
 */
type NameState = 0 | 1 | 2;
function advance(state: NameState, piece: string): NameState {
  let next = state;
  for (const char of piece) {
    if (next === 2) break;
    if (LETTER.test(char)) next = 1;
    else if (next === 1 || !BEFORE_NAME.test(char)) next = 2;
  }
  return next;
}

type Token = { start: number; end: number };
type Field = {
  phase: 'instruction' | 'result';
  /** the innermost field in whose instruction this one stands */
  context: Field | null;
  /** the instruction with its tracked deletions (w:delInstrText), and without: a reader may take either */
  instruction: string;
  accepted: string;
  named: NameState;
  namedAccepted: NameState;
  /** a nested field starts before the instruction's name is over: the name would be computed */
  nestedFirst: boolean;
  /** begin, own instruction pieces, separate, end */
  own: Token[];
  /** what else stands in the instruction: nested fields' markers, their results, stray text */
  inner: Token[];
  nested: Field[];
  cut: boolean;
};

/** The markers and instruction of a field, and everything inside its instruction, nested fields included. */
function cutField(field: Field, cuts: Cut[]): void {
  // iterative: a hostile part may nest fields a hundred thousand deep
  const pending = [field];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.cut) continue;
    next.cut = true;
    for (const token of next.own) cuts.push(token);
    for (const token of next.inner) cuts.push(token);
    for (const nested of next.nested) pending.push(nested);
  }
}

/**
 * Cuts that clean a content part in one reading: elements that import content, outward fields (complex ones lose
 * markers and instruction, simple ones are unwrapped; what they showed stays), references to removed
 * relationships (the element when it is nothing else, the attribute otherwise) and href/src pointing outside.
 */
function contentCuts(xml: string, removed: ReadonlySet<string>): Cut[] {
  const cuts: Cut[] = [];
  const open: Field[] = [];
  const simple: { tag: Tag; outward: boolean }[] = [];
  const dropOnClose = new Set<Tag>();
  /** a field marker's span, taken at its start tag (as a parser meets it) and finished at its end */
  const markers = new Map<Tag, Token>();
  const judge = (field: Field) => {
    const outward =
      field.nestedFirst ||
      OUTWARD_FIELDS.has(fieldName(field.instruction)) ||
      OUTWARD_FIELDS.has(fieldName(field.accepted));
    if (outward) cutField(field, cuts);
  };
  /** the innermost field whose instruction the reading is in */
  const owner = () => {
    const top = open.at(-1);
    return top ? (top.phase === 'instruction' ? top : top.context) : null;
  };
  const checkAttributes = removed.size > 0 || /(href|src)\s*=/.test(xml);

  function fieldMarker(tag: Tag) {
    const token = { start: tag.start, end: tag.end };
    markers.set(tag, token);
    const type = attribute(attributes(tag.attrs), 'fldCharType');
    const top = open.at(-1);
    if (type === 'begin') {
      const context = owner();
      const field: Field = {
        phase: 'instruction',
        context,
        instruction: '',
        accepted: '',
        named: 0,
        namedAccepted: 0,
        nestedFirst: false,
        own: [token],
        inner: [],
        nested: [],
        cut: false,
      };
      if (context) {
        context.nested.push(field);
        if (context.named !== 2 || context.namedAccepted !== 2) context.nestedFirst = true;
      }
      open.push(field);
    } else if (type === 'separate' && top) {
      top.phase = 'result';
      top.own.push(token);
    } else if (type === 'end' && top) {
      open.pop();
      top.own.push(token);
      judge(top);
    } else owner()?.inner.push(token);
  }

  /** instruction text, or text: inside an instruction it counts as instruction too (Word reads it so) */
  function fieldText(element: Element) {
    const { open: tag } = element;
    const span = { start: tag.start, end: element.end };
    const top = open.at(-1);
    if (top?.phase !== 'instruction') {
      owner()?.inner.push(span);
      return;
    }
    const piece = decodeEntities(xml.slice(element.innerStart, element.innerEnd).replace(TAG, ''));
    top.instruction += piece;
    top.named = advance(top.named, piece);
    if (tag.local === 'instrText' || tag.local === 't') {
      top.accepted += piece;
      top.namedAccepted = advance(top.namedAccepted, piece);
    }
    (tag.local === 'instrText' || tag.local === 'delInstrText' ? top.own : top.inner).push(span);
  }

  function outwardAttributes(tag: Tag, empty: boolean) {
    let kept = '';
    let dropped = false;
    for (const attr of tag.attrs.matchAll(ATTRIBUTE)) {
      const name = attr[1];
      const value = decodeEntities(attr[2] ?? attr[3] ?? '');
      const local = localName(name);
      const outward =
        (name.includes(':') && !name.startsWith('xmlns') && removed.has(value)) ||
        ((local === 'href' || local === 'src') && OUTSIDE.test(value));
      if (outward) dropped = true;
      else kept += attr[0];
    }
    if (!dropped) return;
    if (REFERENCE_ONLY.has(tag.local)) dropOnClose.add(tag);
    else cuts.push({ start: tag.start, end: tag.end, insert: `<${tag.qname}${kept}${empty ? '/' : ''}>` });
  }

  walk(xml, {
    open(tag, empty) {
      if (tag.local === 'fldChar') fieldMarker(tag);
      else if (tag.local === 'fldSimple') {
        const outward = OUTWARD_FIELDS.has(fieldName(attribute(attributes(tag.attrs), 'instr') ?? ''));
        if (empty) {
          if (outward) cuts.push(tag);
        } else simple.push({ tag, outward });
      }
      if (checkAttributes && tag.attrs && !ALWAYS_DROPPED.has(tag.local)) outwardAttributes(tag, empty);
    },
    close(element) {
      const { open: tag } = element;
      const marker = markers.get(tag);
      if (marker) {
        marker.end = element.end;
        markers.delete(tag);
      }
      if (ALWAYS_DROPPED.has(tag.local) || dropOnClose.has(tag)) {
        cuts.push({ start: tag.start, end: element.end });
      } else if (tag.local === 'fldSimple' && !element.empty) {
        const opening = simple.pop();
        if (opening?.outward) cuts.push(opening.tag, { start: element.innerEnd, end: element.end });
      } else if (TEXT_ELEMENTS.has(tag.local)) fieldText(element);
    },
  });
  // a field never ended is judged on what it has
  for (const field of open) judge(field);
  return cuts;
}

const TEXT_ELEMENTS = new Set(['instrText', 'delInstrText', 't', 'delText']);

/** a URL or path outside the document (a data: URL is inside it) */
const OUTSIDE = /^\s*(?!data:)([a-z][a-z0-9+.-]*:|[\\/])/i;

/** Words that tell a part may need cleaning; a part without any is left as it is. */
const SUSPECT =
  /fldChar|fldSimple|altChunk|attachedTemplate|subDoc|mailMerge|OLEObject|objectLink|objectEmbed|href|src/;

function cleanContent(xml: string, removed: ReadonlySet<string>): string {
  if (!removed.size && !SUSPECT.test(xml)) return xml;
  return applyCuts(xml, contentCuts(xml, removed));
}

/** `word/_rels/document.xml.rels` → `word/document.xml`; `_rels/.rels` → the package itself, ''. */
function sourceOf(relsName: string): string {
  return relsName.replace(/(^|\/)_rels\/([^/]*)\.rels$/i, '$1$2').toLowerCase();
}

/**
 * The .docx without anything that reaches outside it, written anew; refused (400) when it is not a sound archive
 * within the bounds. `field` names the form field of the error (default «file», an upload); null answers on
 * «detail» (a document being made from a stored template).
 */
export async function sanitizeDocx(data: Buffer, options: { field?: string | null } = {}): Promise<Buffer> {
  const field = options.field === undefined ? 'file' : options.field;
  const refuse: Refuse = (message) => new ApiError(400, field ? { [field]: [message] } : { detail: message });
  const parts = await unpack(data, refuse);

  const texts = new Map<Part, string>();
  for (const part of parts) {
    if (!looksLikeXml(part.name, part.data)) continue;
    const { text, converted } = readXml(part.name, part.data, refuse);
    const normal = normalize(part.name, text, refuse);
    texts.set(part, normal);
    if (converted || normal !== text) part.changed = true;
  }

  const removedBySource = new Map<string, Set<string>>();
  for (const [part, text] of texts) {
    if (!/\.rels$/i.test(part.name)) continue;
    const { xml, removed } = cleanRelationships(text);
    if (removed.size) {
      texts.set(part, xml);
      part.changed = true;
      removedBySource.set(sourceOf(part.name), removed);
    }
  }
  for (const [part, text] of texts) {
    if (/\.rels$/i.test(part.name)) continue;
    const clean = cleanContent(text, removedBySource.get(part.name.toLowerCase()) ?? new Set());
    if (clean !== text) {
      texts.set(part, clean);
      part.changed = true;
    }
  }
  for (const [part, text] of texts) if (part.changed) part.data = Buffer.from(text, 'utf8');
  return pack(parts);
}
