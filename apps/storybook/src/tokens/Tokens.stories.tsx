import { breakpoints, mediaQueries, vars } from '@dar/tokens';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';

import * as styles from './Tokens.css';

type TokenGroup = keyof typeof vars;
type TokenTree = { readonly [key: string]: string | TokenTree };

interface Token {
  path: readonly string[];
  /** The token as components use it: `var(--dar-…)`. */
  reference: string;
  /** The custom property name: `--dar-…`. */
  property: string;
}

const flatten = (tree: TokenTree, path: readonly string[]): Token[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [
          {
            path: [...path, key],
            reference: value,
            property: value.slice('var('.length, -')'.length),
          },
        ]
      : flatten(value, [...path, key]),
  );

const tokensOf = (group: TokenGroup) => flatten(vars[group] as TokenTree, [group]);

/** Rows grouped by their first two path segments (`color.brand`, `font.size`, `space`). */
const tables = (group: TokenGroup) => {
  const byTable = new Map<string, Token[]>();
  for (const token of tokensOf(group)) {
    const name = token.path.length > 2 ? token.path.slice(0, 2).join('.') : group;
    byTable.set(name, [...(byTable.get(name) ?? []), token]);
  }
  return [...byTable];
};

// The live value on <html>, so per-language values (font family, line height) show as resolved.
const resolved = (token: Token) =>
  getComputedStyle(document.documentElement).getPropertyValue(token.property).trim();

const copy = {
  ar: {
    token: 'الرمز',
    value: 'القيمة',
    preview: 'معاينة',
    sample: 'دار — أثاث يدوم',
    paragraph:
      'نصنع أثاثنا من خشب الزان والجوز، ونطليه بزيوت طبيعية ليبقى معك سنوات طويلة في كل غرفة من غرف بيتك.',
    breakpoints: 'نقاط التوقف',
    minWidth: 'أدنى عرض',
  },
  en: {
    token: 'Token',
    value: 'Value',
    preview: 'Preview',
    sample: 'Dar — furniture that lasts',
    paragraph:
      'We make our furniture from beech and walnut and finish it with natural oils, so it stays with you for many years in every room of your home.',
    breakpoints: 'Breakpoints',
    minWidth: 'Minimum width',
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];

const Preview = ({ token, text }: { token: Token; text: Copy }): ReactNode => {
  const [group, kind] = token.path;
  const { reference } = token;
  const previews: Record<string, () => ReactNode> = {
    color: () => <span className={styles.swatch} style={{ backgroundColor: reference }} />,
    space: () => <span className={styles.bar} style={{ inlineSize: reference }} />,
    size: () =>
      kind === 'container' ? null : (
        <span className={styles.square} style={{ inlineSize: reference, blockSize: reference }} />
      ),
    radius: () => <span className={styles.radius} style={{ borderRadius: reference }} />,
    border: () => <span className={styles.borderWidth} style={{ borderWidth: reference }} />,
    focusRing: () => <span className={styles.focusRing} />,
    shadow: () => <span className={styles.shadow} style={{ boxShadow: reference }} />,
    font: () => {
      const sampleStyles: Record<string, [string, CSSProperties, string]> = {
        family: [styles.fontFamilySample, { fontFamily: reference }, text.sample],
        size: [styles.fontSizeSample, { fontSize: reference }, text.sample],
        weight: [styles.sample, { fontWeight: reference }, text.sample],
        lineHeight: [styles.lineHeightSample, { lineHeight: reference }, text.paragraph],
      };
      const [className, style, content] = sampleStyles[kind ?? ''] ?? [styles.sample, {}, ''];
      return (
        <p className={className} style={style}>
          {content}
        </p>
      );
    },
  };
  return previews[group ?? '']?.() ?? null;
};

const Code = ({ children }: { children: ReactNode }) => (
  <code className={styles.code} dir="ltr">
    {children}
  </code>
);

const TokenTable = ({ name, tokens, text }: { name: string; tokens: Token[]; text: Copy }) => (
  <table className={styles.table}>
    <caption className={styles.caption}>
      <span dir="ltr">{name}</span>
    </caption>
    <thead>
      <tr>
        <th scope="col" className={styles.headerCell}>
          {text.token}
        </th>
        <th scope="col" className={styles.headerCell}>
          {text.value}
        </th>
        <th scope="col" className={styles.headerCell}>
          {text.preview}
        </th>
      </tr>
    </thead>
    <tbody>
      {tokens.map((token) => (
        <tr key={token.property}>
          <td className={styles.cell}>
            <Code>{token.property}</Code>
          </td>
          <td className={styles.cell}>
            <Code>{resolved(token)}</Code>
          </td>
          <td className={styles.cell}>
            <Preview token={token} text={text} />
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

const BreakpointTable = ({ text }: { text: Copy }) => (
  <table className={styles.table}>
    <caption className={styles.caption}>{text.breakpoints}</caption>
    <thead>
      <tr>
        <th scope="col" className={styles.headerCell}>
          {text.token}
        </th>
        <th scope="col" className={styles.headerCell}>
          {text.minWidth}
        </th>
        <th scope="col" className={styles.headerCell}>
          {text.value}
        </th>
      </tr>
    </thead>
    <tbody>
      {Object.entries(breakpoints).map(([name, px]) => (
        <tr key={name}>
          <td className={styles.cell}>
            <Code>{`breakpoints.${name}`}</Code>
          </td>
          <td className={styles.cell}>
            <Code>{`${px}px`}</Code>
          </td>
          <td className={styles.cell}>
            <Code>{mediaQueries[name as keyof typeof mediaQueries] ?? '—'}</Code>
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

interface TokenPageArgs {
  groups: readonly TokenGroup[];
  withBreakpoints?: boolean;
}

const textFor = ({ globals }: Pick<StoryContext, 'globals'>): Copy =>
  copy[globals.locale === 'en' ? 'en' : 'ar'];

const storyGroups = {
  colour: ['color'],
  spaceAndSize: ['space', 'size'],
  typography: ['font'],
  shapeAndDepth: ['radius', 'border', 'focusRing', 'shadow'],
  motionAndLayers: ['motion', 'zIndex'],
} as const satisfies Record<string, readonly TokenGroup[]>;

const documentedGroups: readonly TokenGroup[] = Object.values(storyGroups).flat();

const meta = {
  title: 'Foundations/Tokens',
  parameters: { controls: { disable: true } },
  render: ({ groups, withBreakpoints }, context) => {
    const text = textFor(context);
    return (
      <div className={styles.page}>
        {groups.map((group) => (
          <section key={group} aria-labelledby={`tokens-${group}`} className={styles.page}>
            <h2 id={`tokens-${group}`} className={styles.heading}>
              <span dir="ltr">{group}</span>
            </h2>
            {tables(group).map(([name, tokens]) => (
              <TokenTable key={name} name={name} tokens={tokens} text={text} />
            ))}
          </section>
        ))}
        {withBreakpoints && <BreakpointTable text={text} />}
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    // Every token of the story's groups is listed with a resolved value.
    for (const token of args.groups.flatMap(tokensOf)) {
      await expect(canvas.getByText(token.property)).toBeInTheDocument();
      await expect(resolved(token)).not.toBe('');
    }
    // A group added to the contract must get a story here.
    const undocumented = (Object.keys(vars) as TokenGroup[]).filter(
      (group) => !documentedGroups.includes(group),
    );
    await expect(undocumented).toEqual([]);
  },
} satisfies Meta<TokenPageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = { args: { groups: storyGroups.colour } };
export const SpaceAndSize: Story = { args: { groups: storyGroups.spaceAndSize } };
export const Typography: Story = { args: { groups: storyGroups.typography } };
export const ShapeAndDepth: Story = { args: { groups: storyGroups.shapeAndDepth } };
export const MotionAndLayers: Story = {
  args: { groups: storyGroups.motionAndLayers, withBreakpoints: true },
};
