import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type DemoProduct, type FurnitureShape, imageFileName } from './catalogue';

/**
 * Product pictures for the demo catalogue, drawn here as simple flat illustrations and rendered to
 * JPEG: the machine that seeds a shop may have no internet, and the repository carries no photos.
 */

const SIZE = 1200;
const BACKGROUND = '#f3eee6';
const FLOOR = '#e6ddd0';

/** Renders one JPEG per variant into `dir`, named by {@link imageFileName}. */
export async function renderProductImages(
  products: readonly DemoProduct[],
  dir: string,
): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const files: string[] = [];
  for (const product of products) {
    for (const variant of product.variants) {
      const file = path.join(dir, imageFileName(variant));
      await sharp(Buffer.from(furnitureSvg(product.shape, variant.colour)))
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(file);
      files.push(file);
    }
  }
  return files;
}

export function furnitureSvg(shape: FurnitureShape, colour: string): string {
  const shade = darken(colour, 0.22);
  const wood = '#8a5f3c';
  const drawing = DRAWINGS[shape]({ colour, shade, wood });
  // Drawn on an 800 × 800 grid, scaled to the output size.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 800 800">
<rect width="800" height="800" fill="${BACKGROUND}"/>
<rect y="560" width="800" height="240" fill="${FLOOR}"/>
<ellipse cx="400" cy="600" rx="300" ry="26" fill="#000" opacity="0.08"/>
${drawing}
</svg>`;
}

interface Palette {
  colour: string;
  shade: string;
  wood: string;
}

const DRAWINGS: Record<FurnitureShape, (palette: Palette) => string> = {
  sofa: ({ colour, shade, wood }) => `
<rect x="150" y="575" width="16" height="28" fill="${wood}"/><rect x="634" y="575" width="16" height="28" fill="${wood}"/>
<rect x="140" y="330" width="520" height="150" rx="36" fill="${shade}"/>
<rect x="190" y="350" width="200" height="120" rx="26" fill="${colour}"/><rect x="410" y="350" width="200" height="120" rx="26" fill="${colour}"/>
<rect x="140" y="460" width="520" height="120" rx="24" fill="${shade}"/>
<rect x="170" y="450" width="225" height="70" rx="20" fill="${colour}"/><rect x="405" y="450" width="225" height="70" rx="20" fill="${colour}"/>
<rect x="110" y="400" width="80" height="180" rx="30" fill="${colour}"/><rect x="610" y="400" width="80" height="180" rx="30" fill="${colour}"/>`,
  armchair: ({ colour, shade, wood }) => `
<path d="M270 580 l-14 28 h12 l16 -28z M530 580 l14 28 h-12 l-16 -28z" fill="${wood}"/>
<path d="M250 460 C250 280 550 280 550 460 z" fill="${shade}"/>
<rect x="250" y="440" width="300" height="140" rx="30" fill="${shade}"/>
<rect x="290" y="450" width="220" height="70" rx="22" fill="${colour}"/>
<rect x="225" y="410" width="70" height="170" rx="32" fill="${colour}"/><rect x="505" y="410" width="70" height="170" rx="32" fill="${colour}"/>`,
  'coffee-table': ({ colour, shade }) => `
<rect x="210" y="450" width="22" height="150" rx="6" fill="${shade}"/><rect x="568" y="450" width="22" height="150" rx="6" fill="${shade}"/>
<rect x="250" y="470" width="20" height="110" rx="6" fill="${shade}"/><rect x="530" y="470" width="20" height="110" rx="6" fill="${shade}"/>
<rect x="225" y="540" width="350" height="16" rx="6" fill="${colour}"/>
<ellipse cx="400" cy="450" rx="230" ry="40" fill="${shade}"/><ellipse cx="400" cy="440" rx="230" ry="40" fill="${colour}"/>
<rect x="330" y="520" width="90" height="20" rx="3" fill="#3f6b73"/><rect x="340" y="504" width="70" height="16" rx="3" fill="#c46a4a"/>`,
  'dining-table': ({ colour, shade }) => `
<rect x="130" y="400" width="540" height="34" rx="8" fill="${colour}"/><rect x="130" y="430" width="540" height="14" fill="${shade}"/>
<rect x="170" y="444" width="26" height="160" fill="${shade}"/><rect x="604" y="444" width="26" height="160" fill="${shade}"/>
<rect x="250" y="444" width="18" height="130" fill="${shade}" opacity="0.7"/><rect x="532" y="444" width="18" height="130" fill="${shade}" opacity="0.7"/>
<path d="M60 300 h70 v180 h-14 v120 h-12 v-116 h-32 v116 h-12z" fill="${shade}" opacity="0.55"/>
<path d="M740 300 h-70 v180 h14 v120 h12 v-116 h32 v116 h12z" fill="${shade}" opacity="0.55"/>`,
  bed: ({ colour, shade, wood }) => `
<rect x="150" y="270" width="500" height="250" rx="30" fill="${colour}"/>
<rect x="150" y="270" width="500" height="250" rx="30" fill="none" stroke="${shade}" stroke-width="10"/>
<rect x="120" y="470" width="560" height="110" rx="18" fill="${shade}"/>
<rect x="130" y="420" width="540" height="80" rx="22" fill="#f7f5f0"/>
<rect x="190" y="385" width="180" height="70" rx="26" fill="#ffffff"/><rect x="430" y="385" width="180" height="70" rx="26" fill="#ffffff"/>
<path d="M130 455 h540 v40 q0 22 -22 22 h-496 q-22 0 -22 -22z" fill="${colour}" opacity="0.85"/>
<rect x="140" y="580" width="18" height="22" fill="${wood}"/><rect x="642" y="580" width="18" height="22" fill="${wood}"/>`,
  wardrobe: ({ colour, shade }) => `
<rect x="205" y="120" width="390" height="470" rx="8" fill="${colour}" stroke="${shade}" stroke-width="6"/>
<line x1="335" y1="128" x2="335" y2="520" stroke="${shade}" stroke-width="5"/><line x1="465" y1="128" x2="465" y2="520" stroke="${shade}" stroke-width="5"/>
<line x1="210" y1="520" x2="590" y2="520" stroke="${shade}" stroke-width="5"/><line x1="400" y1="520" x2="400" y2="586" stroke="${shade}" stroke-width="5"/>
<rect x="318" y="300" width="8" height="60" rx="4" fill="#a9784f"/><rect x="345" y="300" width="8" height="60" rx="4" fill="#a9784f"/>
<rect x="474" y="300" width="8" height="60" rx="4" fill="#a9784f"/>
<rect x="280" y="548" width="60" height="8" rx="4" fill="#a9784f"/><rect x="460" y="548" width="60" height="8" rx="4" fill="#a9784f"/>
<rect x="215" y="590" width="20" height="14" fill="${shade}"/><rect x="565" y="590" width="20" height="14" fill="${shade}"/>`,
  'office-chair': ({ colour, shade }) => `
<rect x="392" y="440" width="16" height="110" fill="#9a9ea3"/>
<path d="M400 548 L250 585 M400 548 L550 585 M400 548 L310 605 M400 548 L490 605 M400 548 L400 600" stroke="#2b2d2f" stroke-width="14" stroke-linecap="round"/>
<circle cx="250" cy="592" r="12" fill="#1d1e20"/><circle cx="550" cy="592" r="12" fill="#1d1e20"/>
<circle cx="310" cy="610" r="12" fill="#1d1e20"/><circle cx="490" cy="610" r="12" fill="#1d1e20"/><circle cx="400" cy="606" r="12" fill="#1d1e20"/>
<path d="M300 160 Q400 130 500 160 L490 400 Q400 420 310 400 Z" fill="${shade}"/>
<path d="M318 180 Q400 156 482 180 L474 385 Q400 402 326 385 Z" fill="${colour}" opacity="0.85"/>
<rect x="290" y="400" width="220" height="50" rx="22" fill="${colour}"/>
<rect x="268" y="350" width="22" height="70" rx="8" fill="#2b2d2f"/><rect x="510" y="350" width="22" height="70" rx="8" fill="#2b2d2f"/>`,
  bookshelf: ({ colour, shade }) => `
<rect x="240" y="110" width="320" height="490" fill="${colour}"/><rect x="262" y="128" width="276" height="454" fill="${shade}"/>
${[200, 290, 380, 470]
  .map((y) => `<rect x="262" y="${y}" width="276" height="14" fill="${colour}"/>`)
  .join('')}
<rect x="280" y="140" width="22" height="60" fill="#3f6b73"/><rect x="304" y="148" width="18" height="52" fill="#c46a4a"/><rect x="324" y="136" width="24" height="64" fill="#e0c080"/>
<rect x="420" y="240" width="24" height="50" fill="#e9e4da"/><rect x="446" y="232" width="20" height="58" fill="#3f6b73"/>
<rect x="290" y="330" width="26" height="50" fill="#c46a4a"/><rect x="318" y="322" width="20" height="58" fill="#e9e4da"/><rect x="470" y="340" width="50" height="40" rx="20" fill="#7d9a6a"/>
<rect x="380" y="412" width="24" height="58" fill="#e0c080"/><rect x="406" y="420" width="22" height="50" fill="#3f6b73"/><rect x="430" y="410" width="18" height="60" fill="#c46a4a"/>`,
};

/** The colour moved towards black by `amount` (0–1), for shaded faces. */
function darken(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number): string =>
    Math.round(((value >> shift) & 0xff) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
