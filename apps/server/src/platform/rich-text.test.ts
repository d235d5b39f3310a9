import { richTextLength } from '@sp/shared/validation/rich-text';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('rich text', () => {
  it('keeps the allowed tags without attributes', () => {
    expect(
      sanitizeRichText('<p class="x" style="color:red">Память <strong onclick="evil()">жива</strong></p>'),
    ).toBe('<p>Память <strong>жива</strong></p>');
    expect(sanitizeRichText('<ul><li><em>a</em></li></ul><ol><li><u>b</u></li></ol>text<br>')).toBe(
      '<ul><li><em>a</em></li></ul><ol><li><u>b</u></li></ol>text<br />',
    );
  });

  it('drops scripts, styles, links, images and event handlers', () => {
    const dirty =
      '<script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">ссылка</a><img src=x onerror=alert(1)><iframe src="//x"></iframe><h1>Заголовок</h1>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('ссылкаЗаголовок');
    expect(clean).not.toMatch(/script|alert|href|onerror|iframe|<h1/);
  });

  it('counts visible characters only', () => {
    expect(richTextLength('<p>Привет, <strong>мир</strong></p>')).toBe(11);
    expect(richTextLength('<p>a&nbsp;b</p>')).toBe(3);
  });
});
