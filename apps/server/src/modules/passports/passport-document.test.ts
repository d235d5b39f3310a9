import { spawnSync } from 'node:child_process';
import PizZip from 'pizzip';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildDocx, imageParagraph } from '../documents/builtin/docx-builder';
import { createOfficeConverter } from '../documents/office';
import { buildPassportDocx, type PassportForDocument, passportFileName } from './passport-document';

const hasSoffice = (await createOfficeConverter().binary()) !== null;
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
const hasPdfimages = spawnSync('pdfimages', ['-v']).error === undefined;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const passport: PassportForDocument = {
  number: '000012',
  // 21:30 UTC is already the 13th in Moscow
  issuedAt: new Date('2026-05-12T21:30:00Z'),
  updatedAt: new Date('2026-06-02T09:00:00Z'),
  municipal: {
    name: 'МКУ «Ритуальные услуги г. Твери»',
    inn: '6950012345',
    address: 'г. Тверь, ул. Советская, д. 11',
  },
  cemetery: 'Дмитрово-Черкасское кладбище',
  graveNumber: '12-А',
  location: { lng: 35.91, lat: 56.86 },
  holderName: 'Смирнова Ольга Петровна <b>&"',
  holderPhone: '+7 900 123-45-67',
  buried: [
    {
      position: 2,
      full_name: 'Смирнова Анна Ивановна',
      date_birth: '1931-05',
      date_death: '2001-11-03',
      burial_date: '2001-11-05',
    },
    {
      position: 1,
      full_name: 'Смирнов Пётр Семёнович',
      date_birth: '1931',
      date_death: '1998-05-12',
      burial_date: '1998',
    },
    { position: 3, full_name: 'Неизвестный', date_birth: null, date_death: null, burial_date: null },
  ],
  graveUrl: 'https://svetlaya-pamyat.example/map/graves/4217',
};

const zipOf = (data: Buffer) => new PizZip(data);
const documentXmlOf = (data: Buffer) => zipOf(data).file('word/document.xml')?.asText() ?? '';

/** The body text as Word shows it: paragraphs on lines, entities decoded. */
function docxText(data: Buffer): string {
  return documentXmlOf(data)
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Tags open and close in balance (self-closing ones aside). */
function expectBalanced(xml: string): void {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const stack: string[] = [];
  for (const [tag, closing, name, selfClosing] of body.matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), tag).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
}

const data = await buildPassportDocx(passport);
const text = docxText(data);
const xml = documentXmlOf(data);

describe('passport document', () => {
  it('names the file by number', () => {
    expect(passportFileName(passport)).toBe('Паспорт захоронения № 000012');
    expect(zipOf(data).file('docProps/core.xml')?.asText()).toContain(
      '<dc:title>Паспорт захоронения № 000012</dc:title>',
    );
  });

  it('gives the organisation, the dates, the grave and its holder', () => {
    expect(data.subarray(0, 2).toString()).toBe('PK');
    expect(text).toContain('ПАСПОРТ ЗАХОРОНЕНИЯ');
    expect(text).toContain('№ 000012');
    expect(text).toContain('МКУ «Ритуальные услуги г. Твери»');
    expect(text).toContain('ИНН 6950012345, г. Тверь, ул. Советская, д. 11');
    expect(text).toContain('Дата выдачи 13.05.2026');
    expect(text).toContain('Изменён 02.06.2026');
    expect(text).toContain('Кладбище: Дмитрово-Черкасское кладбище');
    expect(text).toContain('Могила № 12-А');
    expect(text).toContain('Координаты: 56.86000, 35.91000');
    expect(text).toContain(
      'Ответственный за захоронение: Смирнова Ольга Петровна <b>&", тел. +7 900 123-45-67',
    );
    expect(text).toContain('Отсканируйте, чтобы открыть могилу на карте');
    expect(text).toContain('Руководитель ____________________');
    expect(text).toContain('М.П.');
  });

  it('says nothing of a change made on the day of issue', async () => {
    const same = docxText(
      await buildPassportDocx({ ...passport, updatedAt: new Date('2026-05-13T20:00:00Z'), buried: [] }),
    );
    expect(same).toContain('Дата выдачи 13.05.2026');
    expect(same).not.toContain('Изменён');
    expect(same).toContain('Записей о захороненных нет');
  });

  it('lists the buried by place with their dates as known', () => {
    for (const column of ['№ места', 'ФИО', 'Годы жизни', 'Дата захоронения']) expect(text).toContain(column);
    const rows = text.split('\n');
    const first = rows.indexOf('Смирнов Пётр Семёнович');
    const second = rows.indexOf('Смирнова Анна Ивановна');
    const third = rows.indexOf('Неизвестный');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(third).toBeGreaterThan(second);
    expect(rows.slice(first - 1, first + 3)).toEqual([
      '1',
      'Смирнов Пётр Семёнович',
      '1931 – 12.05.1998',
      '1998',
    ]);
    expect(rows.slice(second - 1, second + 3)).toEqual([
      '2',
      'Смирнова Анна Ивановна',
      '05.1931 – 03.11.2001',
      '05.11.2001',
    ]);
    expect(rows.slice(third - 1, third + 3)).toEqual(['3', 'Неизвестный', '—', '—']);
  });

  it('embeds the QR code of the grave page as a PNG picture', async () => {
    const zip = zipOf(data);
    const png = zip.file('word/media/rIdImage1.png')?.asNodeBuffer();
    expect(png?.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // the same bytes as a fresh QR code of the address: it is the grave's URL that the code carries
    const expected = await QRCode.toBuffer(passport.graveUrl, { type: 'png', width: 512, margin: 1 });
    expect(png?.equals(expected)).toBe(true);
    expect(zip.file('word/_rels/document.xml.rels')?.asText()).toContain(
      '<Relationship Id="rIdImage1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/rIdImage1.png"/>',
    );
    expect(zip.file('[Content_Types].xml')?.asText()).toContain(
      '<Default Extension="png" ContentType="image/png"/>',
    );
    expect(xml).toContain('<a:blip r:embed="rIdImage1"/>');
    // 3.5 cm square: 1 260 000 EMU
    expect(xml).toContain('<wp:extent cx="1260000" cy="1260000"/>');
    expect(xml).toContain('<a:ext cx="1260000" cy="1260000"/>');
    for (const ns of ['wp', 'a', 'pic', 'r'])
      expect(xml).toMatch(new RegExp(`<w:document [^>]*xmlns:${ns}="`));
  });

  it('escapes the given strings and keeps the XML well-formed', () => {
    expect(xml).toContain('Смирнова Ольга Петровна &lt;b&gt;&amp;&quot;');
    expect(xml).not.toContain('<b>');
    const texts = [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((match) => match[1]);
    expect(texts.length).toBeGreaterThan(0);
    for (const node of texts) expect(node).not.toMatch(/[<>"]|&(?!(amp|lt|gt|quot);)/);
    expectBalanced(xml);
    expectBalanced(zipOf(data).file('word/_rels/document.xml.rels')?.asText() ?? '');
    expectBalanced(zipOf(data).file('[Content_Types].xml')?.asText() ?? '');
  });

  it.skipIf(!hasSoffice)('converts to a one-page PDF with LibreOffice', { timeout: 120_000 }, async () => {
    const pdf = await createOfficeConverter().toPdf(data);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (hasPdftotext) {
      const pdfText = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).stdout.toString();
      // pdftotext ends each page with a form feed: one page
      expect(pdfText.split('\f').filter((page) => page.trim()).length).toBe(1);
      expect(pdfText).toContain('ПАСПОРТ ЗАХОРОНЕНИЯ');
      expect(pdfText).toContain('000012');
      expect(pdfText).toContain('Дмитрово-Черкасское кладбище');
      expect(pdfText).toContain('Смирнов Пётр Семёнович');
      expect(pdfText).toContain('05.1931 – 03.11.2001');
      expect(pdfText).toContain('Смирнова Ольга Петровна <b>&"');
    }
    if (hasPdfimages) {
      const list = spawnSync('pdfimages', ['-list', '-'], { input: pdf }).stdout.toString();
      // a header of two lines, then the QR code
      expect(list.trim().split('\n').length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('docx builder pictures', () => {
  const png = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(8)]);

  it('refuses ids that clash with the package parts or are not plain names, and pictures that are not PNG', () => {
    expect(() => buildDocx('П', [], [{ id: 'rId1', data: png }])).toThrow(/rIdN/);
    expect(() => buildDocx('П', [], [{ id: 'a"b', data: png }])).toThrow(/letters and digits/);
    expect(() => buildDocx('П', [], [{ id: 'rIdImage1', data: Buffer.from('GIF89a') }])).toThrow(/not a PNG/);
    expect(() =>
      buildDocx(
        'П',
        [],
        [
          { id: 'rIdImage1', data: png },
          { id: 'rIdImage1', data: png },
        ],
      ),
    ).toThrow(/twice/);
    expect(() => imageParagraph({ id: 'rId2' }, { widthCm: 1, heightCm: 1 })).toThrow();
  });

  it('leaves the package without pictures as it was: no media, no image relationship, no png type', () => {
    const zip = zipOf(buildDocx('П', []));
    expect(Object.keys(zip.files).some((name) => name.startsWith('word/media/'))).toBe(false);
    expect(zip.file('word/_rels/document.xml.rels')?.asText()).not.toContain('relationships/image');
    expect(zip.file('[Content_Types].xml')?.asText()).not.toContain('png');
  });

  it('escapes the picture name and numbers the drawing by the id', () => {
    const xml = imageParagraph({ id: 'rIdImage7' }, { widthCm: 2, heightCm: 1, name: '<x>&"' });
    expect(xml).toContain('<wp:docPr id="7" name="&lt;x&gt;&amp;&quot;" descr="&lt;x&gt;&amp;&quot;"/>');
    expect(xml).toContain('<wp:extent cx="720000" cy="360000"/>');
    expectBalanced(xml);
  });
});
