import PizZip from 'pizzip';

/**
 * A small WordprocessingML writer for the built-in templates: paragraphs, runs and tables, on A4 with Russian
 * office margins (left 2.5 cm, right 1.5 cm, top and bottom 2 cm), Times New Roman 11 pt (LibreOffice draws it with
 * the metric-compatible Liberation Serif). The placeholders are plain text in braces; docxtemplater fills them.
 */

/** Twips (1/1440 inch) across the text: A4 11906 − left 1418 − right 850. */
export const TEXT_WIDTH = 9638;

export type Run = {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  /** half-points: 22 is 11 pt */
  size?: number;
};

export type ParagraphOptions = {
  align?: 'left' | 'center' | 'right' | 'both';
  /** twips */
  before?: number;
  after?: number;
  firstLine?: number;
  indentLeft?: number;
  keepNext?: boolean;
  bold?: boolean;
  size?: number;
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function runXml(run: Run, defaults: ParagraphOptions): string {
  const bold = run.bold ?? defaults.bold;
  const size = run.size ?? defaults.size;
  const props = [
    bold ? '<w:b/><w:bCs/>' : '',
    run.italic ? '<w:i/><w:iCs/>' : '',
    run.underline ? '<w:u w:val="single"/>' : '',
    size ? `<w:sz w:val="${size}"/><w:szCs w:val="${size}"/>` : '',
  ].join('');
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(run.text)}</w:t></w:r>`;
}

export type Content = string | Run | readonly (string | Run)[];

const runsOf = (content: Content): Run[] =>
  (Array.isArray(content) ? content : [content]).map((part: string | Run) =>
    typeof part === 'string' ? { text: part } : part,
  );

/** One paragraph; an empty text gives an empty line. */
export function paragraph(content: Content, options: ParagraphOptions = {}): string {
  const props = [
    options.keepNext ? '<w:keepNext/>' : '',
    `<w:spacing w:before="${options.before ?? 0}" w:after="${options.after ?? 60}"/>`,
    options.firstLine || options.indentLeft
      ? `<w:ind w:left="${options.indentLeft ?? 0}" w:firstLine="${options.firstLine ?? 0}"/>`
      : '',
    options.align ? `<w:jc w:val="${options.align}"/>` : '',
  ].join('');
  const runs = runsOf(content)
    .filter((run) => run.text !== '')
    .map((run) => runXml(run, options))
    .join('');
  return `<w:p><w:pPr>${props}</w:pPr>${runs}</w:p>`;
}

/** A heading: centred bold 12 pt, kept with what follows. */
export const heading = (content: Content, options: ParagraphOptions = {}) =>
  paragraph(content, { align: 'center', bold: true, size: 24, after: 120, keepNext: true, ...options });

/** A section title of a contract: «1. ПРЕДМЕТ ДОГОВОРА». */
export const sectionTitle = (text: string) =>
  paragraph(text, { align: 'center', bold: true, before: 160, after: 80, keepNext: true });

/** Justified body text with a first-line indent. */
export const clause = (content: Content, options: ParagraphOptions = {}) =>
  paragraph(content, { align: 'both', firstLine: 567, ...options });

export type Cell = {
  /** paragraphs: XML made by paragraph(), or plain texts, one paragraph each */
  content: string | readonly string[];
  shade?: string;
  align?: ParagraphOptions['align'];
  bold?: boolean;
  span?: number;
};

export type Row = { cells: readonly Cell[]; header?: boolean };

function cellXml(cell: Cell, width: number, borders: boolean): string {
  const parts = typeof cell.content === 'string' ? [cell.content] : cell.content;
  const paragraphs = parts
    .map((part) =>
      part.startsWith('<w:p>') ? part : paragraph(part, { align: cell.align, bold: cell.bold, after: 0 }),
    )
    .join('');
  const props = [
    `<w:tcW w:w="${width}" w:type="dxa"/>`,
    cell.span && cell.span > 1 ? `<w:gridSpan w:val="${cell.span}"/>` : '',
    borders
      ? ''
      : '<w:tcBorders><w:top w:val="nil"/><w:left w:val="nil"/><w:bottom w:val="nil"/><w:right w:val="nil"/></w:tcBorders>',
    cell.shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${cell.shade}"/>` : '',
    '<w:vAlign w:val="top"/>',
  ].join('');
  return `<w:tc><w:tcPr>${props}</w:tcPr>${paragraphs || '<w:p/>'}</w:tc>`;
}

/** A table of fixed column widths (twips, summing to the text width); a header row repeats on each page. */
export function table(options: {
  widths: readonly number[];
  rows: readonly Row[];
  borders?: boolean;
}): string {
  const borders = options.borders ?? true;
  const line = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`;
  const tableBorders = borders
    ? `<w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(line).join('')}</w:tblBorders>`
    : '';
  const total = options.widths.reduce((sum, width) => sum + width, 0);
  const grid = options.widths.map((width) => `<w:gridCol w:w="${width}"/>`).join('');
  const rows = options.rows
    .map((row) => {
      let column = 0;
      const cells = row.cells
        .map((cell) => {
          const span = cell.span ?? 1;
          const width = options.widths.slice(column, column + span).reduce((sum, value) => sum + value, 0);
          column += span;
          return cellXml(cell, width, borders);
        })
        .join('');
      const props = `<w:trPr><w:cantSplit/>${row.header ? '<w:tblHeader/>' : ''}</w:trPr>`;
      return `<w:tr>${props}${cells}</w:tr>`;
    })
    .join('');
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${total}" w:type="dxa"/>${tableBorders}<w:tblLayout w:type="fixed"/>` +
    `<w:tblCellMar><w:left w:w="70" w:type="dxa"/><w:right w:w="70" w:type="dxa"/></w:tblCellMar>` +
    `<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr>` +
    `<w:tblGrid>${grid}</w:tblGrid>${rows}</w:tbl>`
  );
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/></Relationships>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="Times New Roman" w:cs="Times New Roman"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="ru-RU" w:eastAsia="ru-RU" w:bidi="ar-SA"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style><w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style></w:styles>`;

const SETTINGS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:defaultTabStop w:val="708"/><w:characterSpacingControl w:val="doNotCompress"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat></w:settings>`;

const APP = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Светлая память</Application></Properties>`;

function core(title: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${escapeXml(title)}</dc:title><dc:creator>Светлая память</dc:creator><dc:language>ru-RU</dc:language></cp:coreProperties>`;
}

/** The body's parts joined into word/document.xml on A4. */
export function documentXml(body: readonly string[]): string {
  const section =
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="850" w:bottom="1134" w:left="1418" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${body.join('')}${section}</w:body></w:document>`;
}

/** A complete .docx holding the given body. */
export function buildDocx(title: string, body: readonly string[]): Buffer {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('docProps/core.xml', core(title));
  zip.file('docProps/app.xml', APP);
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS);
  zip.file('word/styles.xml', STYLES);
  zip.file('word/settings.xml', SETTINGS);
  zip.file('word/document.xml', documentXml(body));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
