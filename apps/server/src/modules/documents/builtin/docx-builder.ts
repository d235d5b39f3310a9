import PizZip from 'pizzip';

/**
 * A small WordprocessingML writer for the built-in templates: paragraphs, runs, tables and inline PNG pictures, on
 * A4 with Russian office margins (left 2.5 cm, right 1.5 cm, top and bottom 2 cm), Times New Roman 11 pt (LibreOffice
 * draws it with the metric-compatible Liberation Serif). The placeholders are plain text in braces; docxtemplater fills them.
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

/** A paragraph's w:pPr children. */
function paragraphProps(options: ParagraphOptions): string {
  return [
    options.keepNext ? '<w:keepNext/>' : '',
    `<w:spacing w:before="${options.before ?? 0}" w:after="${options.after ?? 60}"/>`,
    options.firstLine || options.indentLeft
      ? `<w:ind w:left="${options.indentLeft ?? 0}" w:firstLine="${options.firstLine ?? 0}"/>`
      : '',
    options.align ? `<w:jc w:val="${options.align}"/>` : '',
  ].join('');
}

/** One paragraph; an empty text gives an empty line. */
export function paragraph(content: Content, options: ParagraphOptions = {}): string {
  const runs = runsOf(content)
    .filter((run) => run.text !== '')
    .map((run) => runXml(run, options))
    .join('');
  return `<w:p><w:pPr>${paragraphProps(options)}</w:pPr>${runs}</w:p>`;
}

/**
 * A PNG picture of the document: its relationship id in word/_rels/document.xml.rels (also the name of its part,
 * word/media/<id>.png) and its bytes. The id is a plain name of letters and digits that is not of the form rIdN,
 * which the package's own parts use (rId1 styles, rId2 settings): 'rIdImage1', 'rIdQr'.
 */
export type DocxImage = { id: string; data: Buffer };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** English Metric Units in a centimetre: DrawingML sizes pictures in EMU. */
const EMU_PER_CM = 360_000;

function checkImageId(id: string): void {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(id) || /^rId\d+$/.test(id)) {
    throw new Error(`docx image id must be letters and digits and not rIdN: ${JSON.stringify(id)}`);
  }
}

export type ImageRunOptions = {
  widthCm: number;
  heightCm: number;
  /** the picture's name and description (alt text), escaped here */
  name?: string;
  /** wp:docPr id, unique among the document's drawings: by default the digits at the end of the image id, or 1 */
  drawingId?: number;
};

/** A run holding the picture inline (wp:inline) at the given size; the image goes to buildDocx's images. */
export function imageRun(image: Pick<DocxImage, 'id'>, options: ImageRunOptions): string {
  checkImageId(image.id);
  const cx = Math.round(options.widthCm * EMU_PER_CM);
  const cy = Math.round(options.heightCm * EMU_PER_CM);
  if (!(cx > 0 && cy > 0)) throw new Error('docx image size must be positive');
  const drawingId = options.drawingId ?? (Number(/\d+$/.exec(image.id)?.[0] ?? 0) || 1);
  const name = escapeXml(options.name ?? image.id);
  return (
    '<w:r><w:rPr><w:noProof/></w:rPr><w:drawing>' +
    `<wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${cx}" cy="${cy}"/>` +
    '<wp:effectExtent l="0" t="0" r="0" b="0"/>' +
    `<wp:docPr id="${drawingId}" name="${name}" descr="${name}"/>` +
    '<wp:cNvGraphicFramePr><a:graphicFrameLocks noChangeAspect="1"/></wp:cNvGraphicFramePr>' +
    '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>' +
    `<pic:nvPicPr><pic:cNvPr id="0" name="${image.id}.png"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="${image.id}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
    `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm>` +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr>' +
    '</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>'
  );
}

/** A paragraph holding one picture, e.g. a QR code: `imageParagraph(qr, { widthCm: 3.5, heightCm: 3.5, align: 'center' })`. */
export function imageParagraph(
  image: Pick<DocxImage, 'id'>,
  options: ParagraphOptions & ImageRunOptions,
): string {
  return `<w:p><w:pPr>${paragraphProps(options)}</w:pPr>${imageRun(image, options)}</w:p>`;
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
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>${body.join('')}${section}</w:body></w:document>`;
}

/**
 * A complete .docx holding the given body and the PNG pictures its imageRun()s and imageParagraph()s show: each is
 * written to word/media/<id>.png with its relationship; without pictures the package is as it always was.
 */
export function buildDocx(title: string, body: readonly string[], images: readonly DocxImage[] = []): Buffer {
  const ids = new Set<string>();
  for (const image of images) {
    checkImageId(image.id);
    if (ids.has(image.id)) throw new Error(`docx image id given twice: ${image.id}`);
    ids.add(image.id);
    if (!image.data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
      throw new Error(`docx image ${image.id} is not a PNG`);
    }
  }
  const contentTypes = images.length
    ? CONTENT_TYPES.replace(
        '<Default Extension="xml"',
        '<Default Extension="png" ContentType="image/png"/><Default Extension="xml"',
      )
    : CONTENT_TYPES;
  const relationships = images
    .map(
      (image) =>
        `<Relationship Id="${image.id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/${image.id}.png"/>`,
    )
    .join('');
  const zip = new PizZip();
  zip.file('[Content_Types].xml', contentTypes);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('docProps/core.xml', core(title));
  zip.file('docProps/app.xml', APP);
  zip.file(
    'word/_rels/document.xml.rels',
    relationships
      ? DOCUMENT_RELS.replace('</Relationships>', `${relationships}</Relationships>`)
      : DOCUMENT_RELS,
  );
  zip.file('word/styles.xml', STYLES);
  zip.file('word/settings.xml', SETTINGS);
  zip.file('word/document.xml', documentXml(body));
  for (const image of images) zip.file(`word/media/${image.id}.png`, image.data, { binary: true });
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
