import { breakpoints, darTheme, mediaQueries, palette, vars } from '@dar/tokens';
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
    palette: 'لوحة الألوان الخام',
    paletteNote: 'المكوّنات لا تقرأ هذه الدرجات مباشرة، بل الأدوار في color.',
    reducedMotion: 'تقليل الحركة',
    themeValue: 'القيمة في السمة',
    whenReduced: 'مع prefers-reduced-motion: reduce',
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
    palette: 'Raw palette',
    paletteNote: 'Components never read these ramps directly, only the roles in color.',
    reducedMotion: 'Reduced motion',
    themeValue: 'Theme value',
    whenReduced: 'With prefers-reduced-motion: reduce',
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

type Ramp = string | { readonly [step: string]: string };

const PaletteTable = ({ text }: { text: Copy }) => (
  <section aria-labelledby="tokens-palette" className={styles.page}>
    <h2 id="tokens-palette" className={styles.heading}>
      {text.palette}
    </h2>
    <p className={styles.sample}>{text.paletteNote}</p>
    {Object.entries(palette as Record<string, Ramp>).map(([name, ramp]) => (
      <table key={name} className={styles.table}>
        <caption className={styles.caption}>
          <span dir="ltr">{`palette.${name}`}</span>
        </caption>
        <tbody>
          {Object.entries(typeof ramp === 'string' ? { '': ramp } : ramp).map(([step, hex]) => (
            <tr key={step}>
              <td className={styles.cell}>
                <Code>{step ? `${name}.${step}` : name}</Code>
              </td>
              <td className={styles.cell}>
                <Code>{hex}</Code>
              </td>
              <td className={styles.cell}>
                <span className={styles.swatch} style={{ backgroundColor: hex }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    ))}
  </section>
);

/**
 * What the stylesheet really sets under `prefers-reduced-motion: reduce`, read from the loaded CSS
 * rather than restated here, so the table cannot drift from the theme.
 */
const reducedMotionOverrides = (): Map<string, string> => {
  const overrides = new Map<string, string>();
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // A cross-origin sheet cannot be read, and holds no tokens.
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion'))
        continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule)) continue;
        for (const property of Array.from(inner.style)) {
          if (property.startsWith('--dar-motion')) {
            overrides.set(property, inner.style.getPropertyValue(property).trim());
          }
        }
      }
    }
  }
  return overrides;
};

const themeDurations = darTheme.motion.duration as Record<string, string>;
const durationOf = (reference: string): string => {
  const name = /--dar-motion-duration-(\w+)/.exec(reference)?.[1];
  return (name && themeDurations[name]) ?? reference;
};

const ReducedMotionTable = ({ text }: { text: Copy }) => {
  const overrides = reducedMotionOverrides();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{text.reducedMotion}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            {text.token}
          </th>
          <th scope="col" className={styles.headerCell}>
            {text.themeValue}
          </th>
          <th scope="col" className={styles.headerCell}>
            {text.whenReduced}
          </th>
        </tr>
      </thead>
      <tbody>
        {tokensOf('motion')
          .filter((token) => token.path[1] === 'duration')
          .map((token) => {
            const themeValue = durationOf(token.property);
            const override = overrides.get(token.property);
            return (
              <tr key={token.property} data-token={token.property}>
                <td className={styles.cell}>
                  <Code>{token.path.join('.')}</Code>
                </td>
                <td className={styles.cell}>
                  <Code>{themeValue}</Code>
                </td>
                <td className={styles.cell}>
                  <Code>{override ? durationOf(override) : themeValue}</Code>
                </td>
              </tr>
            );
          })}
      </tbody>
    </table>
  );
};

interface TokenPageArgs {
  groups: readonly TokenGroup[];
  withBreakpoints?: boolean;
  withPalette?: boolean;
  withReducedMotion?: boolean;
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
  render: ({ groups, withBreakpoints, withPalette, withReducedMotion }, context) => {
    const text = textFor(context);
    return (
      <div className={styles.page}>
        {withPalette && <PaletteTable text={text} />}
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
        {withReducedMotion && <ReducedMotionTable text={text} />}
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
export const Palette: Story = {
  args: { groups: [], withPalette: true },
  play: async ({ canvas }) => {
    // Every step of every ramp is listed with its hex value.
    for (const [name, ramp] of Object.entries(palette as Record<string, Ramp>)) {
      for (const [step, hex] of Object.entries(typeof ramp === 'string' ? { '': ramp } : ramp)) {
        await expect(canvas.getByText(step ? `${name}.${step}` : name)).toBeInTheDocument();
        await expect(canvas.getAllByText(hex).length).toBeGreaterThan(0);
      }
    }
  },
};
export const SpaceAndSize: Story = { args: { groups: storyGroups.spaceAndSize } };
export const Typography: Story = { args: { groups: storyGroups.typography } };
export const ShapeAndDepth: Story = { args: { groups: storyGroups.shapeAndDepth } };
export const MotionAndLayers: Story = {
  args: { groups: storyGroups.motionAndLayers, withBreakpoints: true, withReducedMotion: true },
  play: async (context) => {
    await meta.play(context);
    // Under reduced motion transitions become instant; the spinner's turn stays (it is status).
    const reduced = (name: string) =>
      context.canvasElement.querySelector(
        `[data-token="--dar-motion-duration-${name}"] td:last-child`,
      );
    for (const name of ['fast', 'normal', 'slow']) {
      await expect(reduced(name)).toHaveTextContent(darTheme.motion.duration.instant);
    }
    await expect(reduced('loop')).toHaveTextContent(darTheme.motion.duration.loop);
  },
};
