import { blocksToText, htmlToBlocks } from '@dar/commerce-hooks/server';
import { textToBlocks } from '@dar/ui';
import { describe, expect, it } from 'vitest';

describe("the about page's FAQ answers", () => {
  it('come back from their plain text as the same blocks the HTML had', () => {
    // The about page hands FAQList plain text (`blocksToText`); FAQList reads it with textToBlocks.
    const blocks = htmlToBlocks(
      '<h2>Delivery</h2><p>Within <strong>5 days</strong>.</p><ul><li>Cairo</li><li>Giza</li></ul>',
    );
    expect(textToBlocks(blocksToText(blocks))).toEqual(blocks);
  });
});
