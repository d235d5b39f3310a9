import { Readable } from 'node:stream';
import PizZip from 'pizzip';
import yazl from 'yazl';

/**
 * Hostile .docx files for the documents' tests (issue 10 §4): a template that links a local file and the network,
 * and zip bombs. Written with yazl, entry by entry, so a test controls every part and every size.
 */

export type ZipPart = { name: string; data: Buffer | string } | { name: string; zeros: number };

const MB = 1024 * 1024;

/** `bytes` zeros, a megabyte at a time, never whole in memory. */
function zeros(bytes: number): Readable {
  let left = bytes;
  const chunk = Buffer.alloc(Math.min(MB, bytes));
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const size = Math.min(left, chunk.length);
      left -= size;
      this.push(size === chunk.length ? chunk : chunk.subarray(0, size));
    },
  });
}

/** A zip of the parts, deflated. */
export function zipOf(parts: readonly ZipPart[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const part of parts) {
    if ('zeros' in part) zip.addReadStream(zeros(part.zeros), part.name, { mtime, compress: true });
    else zip.addBuffer(Buffer.from(part.data), part.name, { mtime, compress: true });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * The archive with one entry's unpacked size rewritten to `declared` in the central directory and the local header
 * (its data descriptor is left alone): the headers lie, the deflated data is what it was.
 */
export function lieAboutSize(zip: Buffer, name: string, declared: number): Buffer {
  const copy = Buffer.from(zip);
  const end = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = copy.readUInt16LE(end + 10);
  let entry = copy.readUInt32LE(end + 16);
  for (let index = 0; index < count; index++) {
    const nameLength = copy.readUInt16LE(entry + 28);
    if (copy.toString('utf8', entry + 46, entry + 46 + nameLength) === name) {
      copy.writeUInt32LE(declared, entry + 24);
      const local = copy.readUInt32LE(entry + 42);
      if (copy.readUInt32LE(local + 22) !== 0) copy.writeUInt32LE(declared, local + 22);
      return copy;
    }
    entry += 46 + nameLength + copy.readUInt16LE(entry + 30) + copy.readUInt16LE(entry + 32);
  }
  throw new Error(`no entry ${name}`);
}

/** Every part of a .docx as text, by name. */
export function docxParts(data: Buffer): Map<string, string> {
  const zip = new PizZip(data);
  return new Map(
    Object.values(zip.files)
      .filter((file) => !file.dir)
      .map((file) => [file.name, file.asText()]),
  );
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture" ' +
  'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"';

const text = (value: string) => `<w:r><w:t xml:space="preserve">${value}</w:t></w:r>`;

/** A complex field: begin, the instruction (in pieces), separate, the shown result, end. */
const complexField = (instruction: readonly string[], result: string) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r>${instruction
    .map((piece) => `<w:r><w:instrText xml:space="preserve">${piece}</w:instrText></w:r>`)
    .join(
      '',
    )}<w:r><w:fldChar w:fldCharType="separate"/></w:r>${text(result)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;

/** A picture whose blip refers to a relationship by r:embed or r:link. */
const picture = (attribute: 'r:embed' | 'r:link', id: string) =>
  `<w:r><w:drawing><wp:inline><wp:extent cx="952500" cy="952500"/><wp:docPr id="${id.length}" name="${id}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="${id}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip ${attribute}="${id}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="952500" cy="952500"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;

export const HOSTILE_TEXTS = {
  /** shown results of the fields, kept */
  includedText: 'Текст, который показывало поле включения',
  linkedText: 'Текст связанного объекта',
  pictureCaption: 'Подпись картинки',
  hyperlink: 'Наш сайт',
} as const;

/**
 * A template as an attacker would upload it: fields that include a local text file (INCLUDETEXT, LINK, DDEAUTO,
 * IMPORT; one instruction split across runs and spelled with a character reference), INCLUDEPICTURE of a URL
 * (simple and complex), pictures linked to a local image and to a URL (external relationships), a linked OLE object,
 * an attached template and an altChunk on the network, a footer with its own external picture; plus the harmless
 * parts a real template has: a placeholder, a hyperlink to a web site.
 */
export function hostileTemplate(target: {
  url: string;
  textFile: string;
  imageFile: string;
}): Promise<Buffer> {
  const { url, textFile, imageFile } = target;
  const body = [
    `<w:p>${text('Клиент: {client_name}')}</w:p>`,
    `<w:p>${complexField([' INCLU', `DETEXT "${textFile}" \\* MERGEFORMAT `], HOSTILE_TEXTS.includedText)}</w:p>`,
    `<w:p>${complexField([` &#76;INK Word.Document.12 "${textFile}" "" \\a \\t `], HOSTILE_TEXTS.linkedText)}</w:p>`,
    `<w:p>${complexField([` DDEAUTO "cmd" "/c cat ${textFile}" `], 'dde')}</w:p>`,
    `<w:p><w:fldSimple w:instr=' INCLUDEPICTURE "${url}/simple.png" \\d '>${text(HOSTILE_TEXTS.pictureCaption)}</w:fldSimple></w:p>`,
    `<w:p>${complexField([` INCLUDEPICTURE "${url}/complex.png" \\d `], 'x')}</w:p>`,
    `<w:p><w:fldSimple w:instr="IMPORT ${textFile}"/></w:p>`,
    `<w:p>${picture('r:link', 'rIdNetImage')}</w:p>`,
    `<w:p>${picture('r:link', 'rIdFileImage')}</w:p>`,
    `<w:p>${picture('r:embed', 'rIdNetEmbed')}</w:p>`,
    `<w:p><w:r><w:object><v:shape id="ole1" style="width:20pt;height:20pt"/><o:OLEObject Type="Link" ProgID="Word.Document.12" ShapeID="ole1" r:id="rIdOle"><o:LinkType>EnhancedMetaFile</o:LinkType></o:OLEObject></w:object></w:r></w:p>`,
    `<w:altChunk r:id="rIdChunk"/>`,
    `<w:p><w:hyperlink r:id="rIdSite">${text(HOSTILE_TEXTS.hyperlink)}</w:hyperlink></w:p>`,
    '<w:sectPr><w:footerReference w:type="default" r:id="rIdFooter"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="850" w:bottom="1134" w:left="1418" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>',
  ];
  const image = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';
  const rel = (id: string, type: string, target: string, external = true) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;
  const documentRels = [
    rel('rIdSettings', 'settings', 'settings.xml', false),
    rel('rIdFooter', 'footer', 'footer1.xml', false),
    `<Relationship Id="rIdNetImage" Type="${image}" Target="${url}/linked.png" TargetMode="External"/>`,
    `<Relationship Id="rIdFileImage" Type="${image}" Target="file://${imageFile}" TargetMode="External"/>`,
    `<Relationship Id="rIdNetEmbed" Type="${image}" Target="${url}/embedded.png" TargetMode="External"/>`,
    rel('rIdOle', 'oleObject', `file://${textFile}`),
    rel('rIdChunk', 'aFChunk', `${url}/chunk.html`),
    rel('rIdSite', 'hyperlink', 'https://ritual.example.ru/'),
  ];
  return zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: ROOT_RELS },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${NS}><w:body>${body.join('')}</w:body></w:document>`,
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${documentRels.join('')}</Relationships>`,
    },
    {
      name: 'word/settings.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:settings ${NS}><w:attachedTemplate r:id="rIdTemplate"/><w:defaultTabStop w:val="708"/></w:settings>`,
    },
    {
      name: 'word/_rels/settings.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('rIdTemplate', 'attachedTemplate', `${url}/normal.dotm`)}</Relationships>`,
    },
    {
      name: 'word/footer1.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:ftr ${NS}><w:p>${picture('r:link', 'rIdFooterImage')}${text('Подвал')}</w:p></w:ftr>`,
    },
    {
      name: 'word/_rels/footer1.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdFooterImage" Type="${image}" Target="${url}/footer.png" TargetMode="External"/></Relationships>`,
    },
  ]);
}

/** The parts of a small honest template (the builder's), to add a bomb to. */
export function honestParts(template: Buffer): ZipPart[] {
  return [...docxParts(template)].map(([name, data]) => ({ name, data }));
}

export const MEGABYTE = MB;
