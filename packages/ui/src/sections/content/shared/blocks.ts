/** One piece of rich text: what static pages, FAQ answers and blog posts are made of. */
export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

/**
 * Plain text from the server (a blog post's `body`, an FAQ `answer`) as blocks: paragraphs are
 * separated by a blank line, a paragraph starting with "## " is a heading, and one whose lines
 * all start with "- " is a list. No HTML is ever interpreted, so server text cannot inject markup.
 */
export function textToBlocks(text: string): ContentBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): ContentBlock => {
      if (chunk.startsWith('## ')) return { type: 'heading', text: chunk.slice(3).trim() };
      const lines = chunk.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { type: 'list', items: lines.map((line) => line.slice(2).trim()) };
      }
      return { type: 'paragraph', text: lines.join(' ') };
    });
}
