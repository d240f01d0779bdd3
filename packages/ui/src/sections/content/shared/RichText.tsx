import { Heading } from '../../../Heading';
import { Text } from '../../../Text';
import type { ContentBlock } from './blocks';
import * as styles from './content.css';

/** Blocks of rich text; headings sit one level under the section they are in. */
export function RichText({
  blocks,
  headingLevel,
}: {
  blocks: readonly ContentBlock[];
  headingLevel: 2 | 3 | 4;
}) {
  return (
    <div className={styles.prose}>
      {blocks.map((block, index) => {
        if (block.type === 'heading') {
          return (
            <Heading key={index} level={headingLevel} size="sm">
              {block.text}
            </Heading>
          );
        }
        if (block.type === 'list') {
          return (
            <ul key={index} className={styles.list}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return <Text key={index}>{block.text}</Text>;
      })}
    </div>
  );
}
