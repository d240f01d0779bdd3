import type { ContentBlock, StaticPageSection, StaticPageView } from '@dar/ui';
import { plainText } from '../seo/text';

/**
 * The content plugin's bodies are HTML (h2, h3, p, ul, ol, li, strong, em, a); the ui's content
 * sections take plain-text blocks and never interpret markup. These turn one into the other on the
 * server: headings, paragraphs and lists keep their structure, inline markup becomes its text, and
 * anything else (a script, an unknown tag) is dropped to its text or to nothing.
 */

const BLOCK = /<(h[1-6]|p|ul|ol)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
const ITEM = /<li\b[^>]*>([\s\S]*?)<\/li\s*>/gi;
// Inline markup goes without a trace, so "<strong>16358</strong>," stays "16358,".
const INLINE = /<\/?(?:a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi;

const text = (html: string) => plainText(html.replace(INLINE, ''));

export function htmlToBlocks(html: string | null | undefined): ContentBlock[] {
  if (!html) return [];
  const blocks: ContentBlock[] = [];
  const loose = (chunk: string) => {
    const plain = text(chunk);
    if (plain) blocks.push({ type: 'paragraph', text: plain });
  };
  let last = 0;
  for (const match of html.matchAll(BLOCK)) {
    loose(html.slice(last, match.index));
    last = match.index + match[0].length;
    const tag = match[1]!.toLowerCase();
    const inner = match[2] ?? '';
    if (tag === 'ul' || tag === 'ol') {
      const items = [...inner.matchAll(ITEM)].map((item) => text(item[1] ?? '')).filter(Boolean);
      if (items.length > 0) blocks.push({ type: 'list', items });
      continue;
    }
    const plain = text(inner);
    if (!plain) continue;
    blocks.push(
      tag === 'p' ? { type: 'paragraph', text: plain } : { type: 'heading', text: plain },
    );
  }
  loose(html.slice(last));
  return blocks;
}

/**
 * Blocks as the plain text `textToBlocks` reads (FAQ answers): blank lines between blocks,
 * `## ` before a heading, `- ` before each list item.
 */
export function blocksToText(blocks: readonly ContentBlock[]): string {
  return blocks
    .map((block) =>
      block.type === 'heading'
        ? `## ${block.text}`
        : block.type === 'list'
          ? block.items.map((item) => `- ${item}`).join('\n')
          : block.text,
    )
    .join('\n\n');
}

/**
 * A content page as StaticPage shows it: each heading opens a section (anchors `section-1`, ...,
 * the same in both languages); paragraphs before the first heading are the summary under the
 * title, or, if they are more than one paragraph, a first section under the page's own title.
 */
export function toStaticPage(page: {
  title: string;
  body: string;
  updatedAt: string;
}): StaticPageView {
  const blocks = htmlToBlocks(page.body);
  const firstHeading = blocks.findIndex((block) => block.type === 'heading');
  const lead = firstHeading === -1 ? blocks : blocks.slice(0, firstHeading);
  const rest = firstHeading === -1 ? [] : blocks.slice(firstHeading);
  const sections: StaticPageSection[] = [];
  let summary: string | undefined;
  if (lead.length === 1 && lead[0]!.type === 'paragraph') summary = lead[0]!.text;
  else if (lead.length > 0) sections.push({ id: 'section-1', heading: page.title, blocks: lead });
  for (const block of rest) {
    if (block.type === 'heading') {
      sections.push({ id: `section-${sections.length + 1}`, heading: block.text, blocks: [] });
    } else {
      (sections.at(-1)!.blocks as ContentBlock[]).push(block);
    }
  }
  return {
    title: page.title,
    updatedAt: page.updatedAt,
    ...(summary !== undefined ? { summary } : {}),
    sections,
  };
}
