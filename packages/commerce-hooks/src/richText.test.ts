import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks, paragraphs, plainText, toStaticPage } from './richText';

const about = `<h2>Dar: your home</h2>
<p>Dar began with a <strong>simple</strong> idea &amp; a workshop.</p>
<ul>
<li><strong>Quality first:</strong> every piece is checked.</li>
<li>Clarity: prices include VAT.</li>
</ul>
<h2>We are here for you</h2>
<p>Call <strong>16358</strong>, or use <a href="/contact-us">the contact page</a>.</p>`;

describe('htmlToBlocks', () => {
  it('keeps headings, paragraphs and lists, and inline markup as its text', () => {
    expect(htmlToBlocks(about)).toEqual([
      { type: 'heading', text: 'Dar: your home' },
      { type: 'paragraph', text: 'Dar began with a simple idea & a workshop.' },
      {
        type: 'list',
        items: ['Quality first: every piece is checked.', 'Clarity: prices include VAT.'],
      },
      { type: 'heading', text: 'We are here for you' },
      { type: 'paragraph', text: 'Call 16358, or use the contact page.' },
    ]);
  });

  it('never lets markup through: scripts vanish, loose text becomes a paragraph', () => {
    const blocks = htmlToBlocks(
      'Before <script>alert(1)</script><p onclick="x()">Safe <img src=x onerror=y> text</p>after',
    );
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Before' },
      { type: 'paragraph', text: 'Safe text' },
      { type: 'paragraph', text: 'after' },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/[<>]/);
    expect(htmlToBlocks('')).toEqual([]);
    expect(htmlToBlocks(null)).toEqual([]);
  });

  it('reads Arabic bodies the same way', () => {
    expect(htmlToBlocks('<h2>ما نؤمن به</h2><ol><li>الجودة</li><li>الوضوح</li></ol>')).toEqual([
      { type: 'heading', text: 'ما نؤمن به' },
      { type: 'list', items: ['الجودة', 'الوضوح'] },
    ]);
  });
});

describe('blocksToText', () => {
  it("writes the plain text the FAQ list reads (@dar/ui's textToBlocks)", () => {
    // Blank lines between blocks, `## ` before a heading, `- ` before each list item; the round
    // trip through textToBlocks is checked in the storefront (lib/content/faq-text.test.ts).
    expect(blocksToText(htmlToBlocks(about))).toBe(
      [
        '## Dar: your home',
        'Dar began with a simple idea & a workshop.',
        '- Quality first: every piece is checked.\n- Clarity: prices include VAT.',
        '## We are here for you',
        'Call 16358, or use the contact page.',
      ].join('\n\n'),
    );
  });
});

describe('plainText and paragraphs', () => {
  it('keep no markup of a description', () => {
    expect(plainText('<p>Solid <b>oak</b> &amp; linen</p><script>x()</script>')).toBe(
      'Solid oak & linen',
    );
    expect(paragraphs('<p>a<br>b</p>')).toBe('a\nb');
    expect(paragraphs(null)).toBe('');
  });
});

describe('toStaticPage', () => {
  it('opens a section at each heading, with anchors the same in both languages', () => {
    const page = toStaticPage({ title: 'About us', body: about, updatedAt: '2026-11-01' });
    expect(page.summary).toBeUndefined();
    expect(page.sections.map(({ id, heading }) => [id, heading])).toEqual([
      ['section-1', 'Dar: your home'],
      ['section-2', 'We are here for you'],
    ]);
    expect(page.sections[0]!.blocks).toHaveLength(2);
  });

  it('makes one lead paragraph the summary, and several a first section under the title', () => {
    expect(
      toStaticPage({
        title: 'Terms',
        body: '<p>Read me.</p><h2>Orders</h2><p>x</p>',
        updatedAt: '',
      }).summary,
    ).toBe('Read me.');
    const several = toStaticPage({
      title: 'Terms',
      body: '<p>One.</p><p>Two.</p><h2>Orders</h2><p>x</p>',
      updatedAt: '',
    });
    expect(several.summary).toBeUndefined();
    expect(several.sections.map((section) => section.heading)).toEqual(['Terms', 'Orders']);
    expect(toStaticPage({ title: 'T', body: '<p>a</p><p>b</p>', updatedAt: '' }).sections).toEqual([
      {
        id: 'section-1',
        heading: 'T',
        blocks: [
          { type: 'paragraph', text: 'a' },
          { type: 'paragraph', text: 'b' },
        ],
      },
    ]);
  });
});
