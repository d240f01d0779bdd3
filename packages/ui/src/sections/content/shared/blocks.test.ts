import { describe, expect, it } from 'vitest';
import { textToBlocks } from './blocks';

describe('textToBlocks', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(textToBlocks('First line\nstill first.\n\nSecond.')).toEqual([
      { type: 'paragraph', text: 'First line still first.' },
      { type: 'paragraph', text: 'Second.' },
    ]);
  });

  it('reads headings and lists', () => {
    expect(textToBlocks('## كيف ترجع قطعة\r\n\r\n- اتصل بنا\n- جهّز القطعة')).toEqual([
      { type: 'heading', text: 'كيف ترجع قطعة' },
      { type: 'list', items: ['اتصل بنا', 'جهّز القطعة'] },
    ]);
  });

  it('keeps markup as text', () => {
    expect(textToBlocks('<script>x</script>')).toEqual([
      { type: 'paragraph', text: '<script>x</script>' },
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(textToBlocks(' \n\n ')).toEqual([]);
  });
});
