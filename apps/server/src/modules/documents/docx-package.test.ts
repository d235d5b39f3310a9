import { performance } from 'node:perf_hooks';
import { DOCX_LIMITS, DOCX_MSG } from '@sp/shared/api/documents';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { docxParts, lieAboutSize, MEGABYTE, zipOf } from '../../../test/docx-fixtures';
import { buildDocx, documentXml, paragraph } from './builtin/docx-builder';
import { sanitizeDocx } from './docx-package';

/** A template whose document.xml body is the given XML (the builder's other parts around it). */
function withBody(body: string, rels = ''): Buffer {
  const zip = new PizZip(buildDocx('Проба', []));
  zip.file('word/document.xml', documentXml([body]));
  if (rels) {
    const file = zip.file('word/_rels/document.xml.rels')?.asText() ?? '';
    zip.file('word/_rels/document.xml.rels', file.replace('</Relationships>', `${rels}</Relationships>`));
  }
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const run = (inner: string) => `<w:r>${inner}</w:r>`;
const instr = (text: string) => run(`<w:instrText xml:space="preserve">${text}</w:instrText>`);
const char = (type: 'begin' | 'separate' | 'end') => run(`<w:fldChar w:fldCharType="${type}"/>`);
const shown = (text: string) => run(`<w:t>${text}</w:t>`);

async function body(data: Buffer): Promise<string> {
  return docxParts(await sanitizeDocx(data)).get('word/document.xml') ?? '';
}

async function refusal(data: Buffer): Promise<unknown> {
  try {
    await sanitizeDocx(data);
    return null;
  } catch (error) {
    return (error as { body: unknown }).body;
  }
}

describe('sanitizeDocx', () => {
  it('keeps an honest template whole: the same parts, the same bytes inside', async () => {
    const data = buildDocx('Честный', [paragraph('Клиент: {client_name}'), paragraph('Дата: {doc_date}')]);
    expect(docxParts(await sanitizeDocx(data))).toEqual(docxParts(data));
  });

  it('keeps harmless fields (PAGE, DATE, MERGEFIELD) and their results', async () => {
    const xml = await body(
      withBody(
        `<w:p>${char('begin')}${instr(' PAGE ')}${char('separate')}${shown('1')}${char('end')}</w:p>` +
          `<w:p><w:fldSimple w:instr=" DATE \\@ &quot;dd.MM.yyyy&quot; "><w:r><w:t>01.01.2026</w:t></w:r></w:fldSimple></w:p>`,
      ),
    );
    expect(xml).toContain('<w:instrText xml:space="preserve"> PAGE </w:instrText>');
    expect(xml).toContain('w:instr=" DATE');
  });

  it('drops a field whose name is split across runs, spelled with a character reference, or in lower case', async () => {
    const xml = await body(
      withBody(
        `<w:p>${char('begin')}${instr(' INCLUDE')}${instr('PICTURE "http://example.org/a.png" ')}${char('separate')}${shown('А')}${char('end')}</w:p>` +
          `<w:p>${char('begin')}${instr(' &#x49;NCLUDETEXT "/etc/hostname" ')}${char('separate')}${shown('Б')}${char('end')}</w:p>` +
          `<w:p>${char('begin')}${instr(' ddeauto excel "/etc/passwd" ')}${char('end')}</w:p>`,
      ),
    );
    expect(xml).not.toMatch(/instrText|fldChar|hostname|passwd|example\.org/);
    expect(xml).toContain('<w:t>А</w:t>');
    expect(xml).toContain('<w:t>Б</w:t>');
  });

  it('drops a field whose name comes from a nested field, and the nested field with it', async () => {
    const xml = await body(
      withBody(
        `<w:p>${char('begin')}${char('begin')}${instr(' QUOTE "INCLUDETEXT" ')}${char('separate')}${shown('INCLUDETEXT')}${char('end')}${instr(' "/etc/hostname" ')}${char('separate')}${shown('результат')}${char('end')}</w:p>`,
      ),
    );
    expect(xml).not.toMatch(/instrText|fldChar|hostname|INCLUDETEXT/);
    expect(xml).toContain('<w:t>результат</w:t>');
  });

  it('reads the name however it is hidden: text among the instruction, markup inside it, another prefix', async () => {
    const xml = await body(
      withBody(
        `<w:p>${char('begin')}${instr(' INCLU')}${shown('DETEXT')}${instr(' "/etc/hostname" ')}${char('end')}</w:p>` +
          `<w:p>${char('begin')}${run('<w:instrText>INCLU<w:x/>DETEXT "/etc/hostname"</w:instrText>')}${char('end')}</w:p>` +
          `<w:p>${char('begin')}${run('<w:delInstrText>X</w:delInstrText>')}${instr('INCLUDETEXT "/etc/hostname"')}${char('end')}</w:p>` +
          '<w:p><x:fldSimple xmlns:x="http://schemas.openxmlformats.org/wordprocessingml/2006/main" x:instr="INCLUDETEXT /etc/hostname"/></w:p>' +
          `<w:p><ж:r xmlns:ж="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><ж:fldChar ж:fldCharType="begin"/><ж:instrText>INCLUDEPICTURE "/etc/hostname"</ж:instrText><ж:fldChar ж:fldCharType="end"/></ж:r></w:p>` +
          '<w:p><fldSimple xmlns="http://schemas.openxmlformats.org/wordprocessingml/2006/main" instr="IMPORT /etc/hostname"><r><t>Д</t></r></fldSimple></w:p>',
      ),
    );
    expect(xml).not.toMatch(/hostname|instrText|fldChar|fldSimple|DETEXT/);
    expect(xml).toContain('<r><t>Д</t></r>');
  });

  it('reads a hostile part in linear time: deep nesting, stray end tags, unclosed elements, «<» in values', async () => {
    const times = 100_000;
    const hostile =
      '<w:p>' +
      `${char('begin')}<w:r><w:fldChar w:fldCharType="begin">`.repeat(times) +
      '</w:x>'.repeat(times) +
      '<w:t>'.repeat(times) +
      '<w:p a="'.repeat(times) +
      '</w:p>';
    const started = performance.now();
    const xml = await body(withBody(hostile));
    // about a second here; a quadratic reading would take hours
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(xml).not.toContain('fldChar');
  });

  it('unwraps a simple field, nested ones too, keeping what it showed', async () => {
    const xml = await body(
      withBody(
        `<w:p><w:fldSimple w:instr='LINK Excel.Sheet.12 "C:\\book.xlsx" "Лист1!R1C1" \\a'><w:fldSimple w:instr="INCLUDEPICTURE &quot;file:///etc/x.png&quot;"><w:r><w:t>внутри</w:t></w:r></w:fldSimple><w:r><w:t>снаружи</w:t></w:r></w:fldSimple></w:p>`,
      ),
    );
    expect(xml).not.toMatch(/fldSimple|book\.xlsx|x\.png/);
    expect(xml).toContain('<w:r><w:t>внутри</w:t></w:r><w:r><w:t>снаружи</w:t></w:r>');
  });

  it('reads through CDATA and comments, and converts a UTF-16 part', async () => {
    const cdata = await body(
      withBody(
        `<w:p>${char('begin')}${run('<w:instrText><![CDATA[ INCLUDETEXT "/etc/hostname" ]]></w:instrText>')}<!-- a comment -->${char('end')}</w:p>`,
      ),
    );
    expect(cdata).not.toMatch(/hostname|CDATA|fldChar/);

    const zip = new PizZip(
      withBody(
        `<w:p>${char('begin')}${instr(' INCLUDETEXT "/etc/hostname" ')}${char('end')}${shown('Ж')}</w:p>`,
      ),
    );
    const utf8 = (zip.file('word/document.xml')?.asText() ?? '').replace(
      'encoding="UTF-8"',
      'encoding="UTF-16"',
    );
    zip.file('word/document.xml', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(utf8, 'utf16le')]));
    const converted = await body(zip.generate({ type: 'nodebuffer' }));
    expect(converted).not.toMatch(/hostname|fldChar/);
    expect(converted).toContain('encoding="UTF-8"');
    expect(converted).toContain('<w:t>Ж</w:t>');
  });

  it('refuses a DTD and an encoding other than UTF-8 or UTF-16', async () => {
    const dtd = new PizZip(buildDocx('Проба', []));
    dtd.file(
      'word/document.xml',
      (dtd.file('word/document.xml')?.asText() ?? '').replace(
        '?>',
        '?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
      ),
    );
    expect(await refusal(dtd.generate({ type: 'nodebuffer' }))).toEqual({
      file: [DOCX_MSG.doctype('word/document.xml')],
    });
    const latin = new PizZip(buildDocx('Проба', []));
    latin.file(
      'word/styles.xml',
      (latin.file('word/styles.xml')?.asText() ?? '').replace('encoding="UTF-8"', 'encoding="UTF-7"'),
    );
    expect(await refusal(latin.generate({ type: 'nodebuffer' }))).toEqual({
      file: [DOCX_MSG.encoding('word/styles.xml')],
    });
  });

  it('removes external relationships and the references to them; keeps a web hyperlink', async () => {
    const image = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';
    const data = withBody(
      `<w:p><w:r><w:drawing><a:blip xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" r:embed="rIdLocal" r:link="rIdFar"/></w:drawing></w:r></w:p>` +
        `<w:p><w:hyperlink r:id="rIdWeb"><w:r><w:t>сайт</w:t></w:r></w:hyperlink><w:hyperlink r:id="rIdFile"><w:r><w:t>файл</w:t></w:r></w:hyperlink></w:p>` +
        `<w:p><w:subDoc r:id="rIdSub"/></w:p>`,
      `<Relationship Id="rIdLocal" Type="${image}" Target="media/a.png"/>` +
        `<Relationship Id='rIdFar' Type="${image}" Target="\\\\server\\share\\a.png" TargetMode='External'/>` +
        `<Relationship Id="rIdWeb" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.ru/" TargetMode="External"/>` +
        `<Relationship Id="rIdFile" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="file:///etc/passwd" TargetMode="External"/>` +
        `<Relationship Id="rIdSub" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/subDocument" Target="sub.docx"/>`,
    );
    const parts = docxParts(await sanitizeDocx(data));
    const rels = parts.get('word/_rels/document.xml.rels') ?? '';
    expect(rels).toContain('Id="rIdLocal"');
    expect(rels).toContain('Id="rIdWeb"');
    expect(rels).not.toMatch(/rIdFar|rIdFile|rIdSub|server|passwd/);
    const xml = parts.get('word/document.xml') ?? '';
    expect(xml).toContain(
      '<a:blip xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" r:embed="rIdLocal"/>',
    );
    expect(xml).toContain('<w:hyperlink r:id="rIdWeb">');
    expect(xml).toContain('<w:hyperlink><w:r><w:t>файл</w:t></w:r></w:hyperlink>');
    expect(xml).not.toContain('subDoc');
  });

  it('refuses too many parts, a part or a total too large, and a part larger than it says, cheaply', async () => {
    const honest = [...docxParts(buildDocx('Проба', []))].map(([name, data]) => ({ name, data }));
    const bomb = await zipOf([
      ...honest,
      { name: 'word/document2.xml', zeros: DOCX_LIMITS.maxPartBytes + 1 },
    ]);
    expect(await refusal(bomb)).toEqual({ file: [DOCX_MSG.partTooLarge('word/document2.xml')] });
    expect(await refusal(lieAboutSize(bomb, 'word/document2.xml', 10))).toEqual({
      file: [DOCX_MSG.partLies('word/document2.xml')],
    });
    const parts = Math.ceil(DOCX_LIMITS.maxTotalBytes / (DOCX_LIMITS.maxPartBytes - MEGABYTE));
    const heavy = await zipOf([
      ...honest,
      ...Array.from({ length: parts }, (_, index) => ({
        name: `word/media/${index}.bin`,
        zeros: DOCX_LIMITS.maxPartBytes - MEGABYTE,
      })),
    ]);
    expect(await refusal(heavy)).toEqual({ file: [DOCX_MSG.totalTooLarge] });
    // the headers say small, the data is not: refused as soon as the real bytes pass the total
    const liars = [...Array(parts).keys()].reduce(
      (zip, index) => lieAboutSize(zip, `word/media/${index}.bin`, 100),
      heavy,
    );
    expect(await refusal(liars)).toEqual({ file: [DOCX_MSG.partLies('word/media/0.bin')] });
    const crowd = await zipOf(
      Array.from({ length: DOCX_LIMITS.maxEntries + 1 }, (_, index) => ({ name: `p/${index}`, data: '' })),
    );
    expect(await refusal(crowd)).toEqual({ file: [DOCX_MSG.tooManyParts] });
    expect(await refusal(Buffer.from('PK\u0003\u0004 not a zip'))).toEqual({
      file: ['Файл не является документом Word (.docx): загрузите шаблон в формате .docx'],
    });
  });

  it('answers on detail when asked to (a document being made, not an upload)', async () => {
    const crowd = await zipOf(
      Array.from({ length: DOCX_LIMITS.maxEntries + 1 }, (_, index) => ({ name: `p/${index}`, data: '' })),
    );
    await expect(sanitizeDocx(crowd, { field: null })).rejects.toMatchObject({
      statusCode: 400,
      body: { detail: DOCX_MSG.tooManyParts },
    });
  });
});
