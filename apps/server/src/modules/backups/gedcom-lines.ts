/**
 * GEDCOM 7 lines (FamilySearch GEDCOM 7.0, chapter 1 "Data model" and "Grammar"): `level [@XREF@] TAG [value]`,
 * one structure per line, children one level deeper. Multi-line values continue in CONT lines (and the older
 * CONC of 5.5.1 files, joined without a line break). The file is UTF-8, may begin with a byte-order mark and
 * may end its lines with CR, LF or CRLF. Unknown tags are kept in the tree and ignored by whoever reads it.
 */
export type GedcomNode = {
  level: number;
  /** "@I1@" for a record, else null */
  xref: string | null;
  tag: string;
  /** the payload with CONT/CONC lines joined; a pointer keeps its @…@ */
  value: string;
  children: GedcomNode[];
  /** 1-based line of the file, for messages */
  line: number;
};

export class GedcomSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Строка ${line}: ${reason}`);
  }
}

/** The deepest nesting a real file uses is about 5; anything far deeper is not a family tree. */
const MAX_LEVEL = 30;
const LINE = /^[ \t]*(\d{1,2})[ \t]+(?:(@[^@\s]+@)[ \t]+)?([A-Za-z0-9_]+)(?:[ \t](.*))?$/;
const POINTER = /^@[A-Za-z0-9_]+@$/;

/** Whether a value is a pointer to a record ("@I1@"; "@VOID@" points nowhere). */
export function isPointer(value: string): boolean {
  return POINTER.test(value) && value !== '@VOID@';
}

/** GEDCOM escapes a value that starts with "@" (and is not a pointer) as "@@". */
function unescapeValue(value: string): string {
  return value.startsWith('@@') ? value.slice(1) : value;
}

/**
 * Parses a whole file into its level-0 records. Throws GedcomSyntaxError naming the line for a line that is not
 * `level [xref] tag [value]`, a level that skips one, or a CONT/CONC at level 0.
 */
export function parseGedcom(text: string): GedcomNode[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = source.split(/\r\n|\r|\n/);
  const records: GedcomNode[] = [];
  const stack: GedcomNode[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index];
    if (raw.trim() === '') continue;
    const lineNumber = index + 1;
    const match = LINE.exec(raw);
    if (!match) throw new GedcomSyntaxError(lineNumber, 'строка не в формате «уровень тег значение»');
    const level = Number(match[1]);
    const xref = match[2] ?? null;
    const tag = match[3].toUpperCase();
    const value = match[4] ?? '';
    if (level > MAX_LEVEL) throw new GedcomSyntaxError(lineNumber, 'слишком глубокая вложенность');
    if (level > stack.length) throw new GedcomSyntaxError(lineNumber, 'уровень пропущен');
    if (tag === 'CONT' || tag === 'CONC') {
      const parent = stack[level - 1];
      if (level === 0 || !parent) throw new GedcomSyntaxError(lineNumber, `${tag} без родительской строки`);
      parent.value += (tag === 'CONT' ? '\n' : '') + unescapeValue(value);
      stack.length = level;
      continue;
    }
    const node: GedcomNode = {
      level,
      xref,
      tag,
      value: isPointer(value) || value === '@VOID@' ? value : unescapeValue(value),
      children: [],
      line: lineNumber,
    };
    if (level === 0) records.push(node);
    else stack[level - 1].children.push(node);
    stack.length = level;
    stack.push(node);
  }
  return records;
}

/** The first child with the tag. */
export function child(node: GedcomNode | undefined, tag: string): GedcomNode | undefined {
  return node?.children.find((item) => item.tag === tag);
}

/** Every child with the tag, in file order. */
export function children(node: GedcomNode | undefined, tag: string): GedcomNode[] {
  return node?.children.filter((item) => item.tag === tag) ?? [];
}

/** The trimmed value of the first child with the tag, or "". */
export function childValue(node: GedcomNode | undefined, tag: string): string {
  return child(node, tag)?.value.trim() ?? '';
}

/** Left out when written: lets a structure list its optional substructures as `value && gx(…)`. */
export type GedcomChild = GedcomOut | null | undefined | false | '';

/** A structure to write: a tag, an optional value and its substructures. */
export type GedcomOut = {
  xref?: string;
  tag: string;
  value?: string | null;
  children?: GedcomChild[];
};

/** Shorthand for a structure; children that are null, undefined, false or "" are left out. */
export function gx(tag: string, value?: string | null, ...nested: GedcomChild[]): GedcomOut {
  return { tag, value, children: nested };
}

function escapeValue(value: string): string {
  return value.startsWith('@') && !isPointer(value) ? `@${value}` : value;
}

function writeNode(node: GedcomOut, level: number, out: string[]): void {
  const head = `${level}${node.xref ? ` ${node.xref}` : ''} ${node.tag}`;
  const lines = (node.value ?? '').replace(/\r\n|\r/g, '\n').split('\n');
  out.push(lines[0] === '' ? head : `${head} ${escapeValue(lines[0])}`);
  for (const next of lines.slice(1)) {
    out.push(next === '' ? `${level + 1} CONT` : `${level + 1} CONT ${escapeValue(next)}`);
  }
  for (const item of node.children ?? []) if (item) writeNode(item, level + 1, out);
}

/**
 * Writes records as GEDCOM text: LF line ends, a byte-order mark first (Windows programs then read it as UTF-8),
 * multi-line values as CONT lines, values that start with "@" escaped. Empty values are left out of the line.
 */
export function formatGedcom(records: GedcomOut[]): string {
  const out: string[] = [];
  for (const record of records) writeNode(record, 0, out);
  return `\ufeff${out.join('\n')}\n`;
}
