/**
 * Rich text from the Shop API (product and collection descriptions, the content plugin's pages) as
 * what `@dar/ui` shows: plain text and blocks, never markup. The one place the storefront's pages
 * and its metadata read HTML; the types repeat @dar/ui's structurally, as the mappers' do.
 */

/** One piece of rich text (`ContentBlock` of @dar/ui). */
export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

/** A section of a static page (`StaticPageSection` of @dar/ui). */
export interface StaticPageSection {
  id: string;
  heading: string;
  blocks: ContentBlock[];
}

/** A static page as `StaticPage` of @dar/ui takes it. */
export interface StaticPageView {
  title: string;
  updatedAt: string;
  summary?: string;
  sections: StaticPageSection[];
}

/** Plain text of an HTML description (product and collection descriptions are rich text). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A product's description as the paragraphs `ProductDetails` shows, one per line: a paragraph end,
 * a line break or a newline starts the next; no markup reaches the page.
 */
export function paragraphs(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .split(/<\/p>|<br\s*\/?>|\n/i)
    .map(plainText)
    .filter(Boolean)
    .join('\n');
}

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
      sections.at(-1)!.blocks.push(block);
    }
  }
  return {
    title: page.title,
    updatedAt: page.updatedAt,
    ...(summary !== undefined ? { summary } : {}),
    sections,
  };
}
