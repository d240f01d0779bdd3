import type { ReactNode } from 'react';
import { text, type TextVariants } from './Text.css';

export interface TextProps extends TextVariants {
  children: ReactNode;
  /** A paragraph by default; `span` inside a line, `strong`/`em` for emphasis that screen readers keep. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';
  id?: string;
  /** The language of the copy when it differs from the page's (an English model name in Arabic). */
  lang?: string;
}

/** Body copy in the shop's type scale: tone for meaning, size and weight for emphasis. */
export function Text({
  children,
  as: Element = 'p',
  tone,
  size,
  weight,
  align,
  id,
  lang,
}: TextProps) {
  return (
    <Element id={id} lang={lang} className={text({ tone, size, weight, align })}>
      {children}
    </Element>
  );
}
