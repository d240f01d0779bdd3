import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DemoProduct, DemoVariant, FurnitureShape } from './catalogue';

/**
 * Product pictures for the demo catalogue, drawn here as simple flat illustrations and rendered to
 * JPEG: the machine that seeds a shop may have no internet, and the repository carries no photos.
 *
 * A product gets a picture of the piece in each of its variants' colours ("front"), the piece in a
 * furnished room ("room") and a close-up ("detail"). A picture depends only on the kind of piece
 * (its shape), the colour and the view, so pieces that share them share the file: rendered once
 * and imported as one asset.
 */

/** 4:3, like the product card; large enough for the "zoom" asset preset. */
export const IMAGE_WIDTH = 1600;
export const IMAGE_HEIGHT = 1200;
const JPEG_QUALITY = 82;
/** sharp renders on libvips' own threads; two at a time keeps a 2-core machine busy but usable. */
const RENDER_CONCURRENCY = 2;

export type ImageView = 'front' | 'room' | 'detail';

/**
 * Changes whenever this file (drawings, size, quality) does: a folder of rendered pictures kept
 * between seeds (the e2e tests and servers keep one) is only valid for the version that drew it.
 * The TypeScript source is hashed when it is there, so the built server (dist/) and the tests
 * (src/) share one folder; a deployment without sources hashes the built file.
 */
export const DRAWINGS_VERSION = createHash('sha256')
  .update(readFileSync(drawingSource()))
  .digest('hex')
  .slice(0, 12);

function drawingSource(): string {
  const source = path.join(__dirname, '..', '..', 'src', 'seed', 'product-images.ts');
  return existsSync(source) ? source : __filename;
}

/** In a folder of kept pictures, removes those drawn by another version of the drawings. */
export function pruneOtherDrawings(pictureCache: string): void {
  if (!existsSync(pictureCache)) return;
  for (const entry of readdirSync(pictureCache)) {
    if (entry !== DRAWINGS_VERSION)
      rmSync(path.join(pictureCache, entry), { recursive: true, force: true });
  }
}

const BACKGROUND = '#f3eee6';
const FLOOR = '#e6ddd0';
const WOOD = '#8a5f3c';
const METAL = '#2b2d2f';
const BRASS = '#c8a24a';
const CREAM = '#f3efe6';
const GLASS = '#dfe9ef';
const TEAL = '#3f6b73';
const CLAY = '#c46a4a';

export function imageFileName(shape: FurnitureShape, colour: string, view: ImageView): string {
  return `${shape}-${colour.replace('#', '').toLowerCase()}-${view}.jpg`;
}

/** The files of a product's pictures: the product's gallery (featured first) and each variant's. */
export function productImageFiles(product: DemoProduct): {
  gallery: string[];
  variant: (variant: DemoVariant) => string | undefined;
} {
  const colours = [...new Set(product.variants.map((variant) => variant.colour))];
  const [first] = colours;
  if (!first) {
    throw new Error(`The product "${product.slug}" has no variants.`);
  }
  const gallery = [
    ...colours.map((colour) => imageFileName(product.shape, colour, 'front')),
    imageFileName(product.shape, first, 'room'),
    imageFileName(product.shape, first, 'detail'),
  ];
  return {
    gallery,
    // A variant shows its own colour; with one colour the product's pictures are enough.
    variant: (variant) =>
      colours.length > 1 ? imageFileName(product.shape, variant.colour, 'front') : undefined,
  };
}

export interface RenderedImages {
  /** Every picture the products use, as absolute paths. */
  files: string[];
  /** How many were drawn now; the others were already in `dir`. */
  rendered: number;
}

/**
 * Renders every picture the products use into `dir`, each once. A file already in `dir` is kept:
 * its name says what it shows, and drawings only change with the code.
 */
export async function renderProductImages(
  products: readonly DemoProduct[],
  dir: string,
): Promise<RenderedImages> {
  await fs.mkdir(dir, { recursive: true });
  const wanted = new Map<string, { shape: FurnitureShape; colour: string; view: ImageView }>();
  for (const product of products) {
    for (const file of productImageFiles(product).gallery) {
      const match = /^(.+)-([0-9a-f]{6})-(front|room|detail)\.jpg$/.exec(file);
      if (match?.[2] && match[3]) {
        wanted.set(file, {
          shape: product.shape,
          colour: `#${match[2]}`,
          view: match[3] as ImageView,
        });
      }
    }
  }
  const existing = new Set(await fs.readdir(dir));
  const missing = [...wanted].filter(([file]) => !existing.has(file));
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let item = missing[next++]; item; item = missing[next++]) {
      const [file, { shape, colour, view }] = item;
      // Written aside and renamed into place: another process drawing into the same cache (the
      // SQLite and PostgreSQL suites seed at once) never reads a half-written picture.
      const partial = path.join(dir, `.${file}.${process.pid}.partial`);
      await sharp(Buffer.from(furnitureSvg(shape, colour, view)))
        .jpeg({ quality: JPEG_QUALITY })
        .toFile(partial);
      await fs.rename(partial, path.join(dir, file));
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  return {
    files: [...wanted.keys()].map((file) => path.join(dir, file)),
    rendered: missing.length,
  };
}

export function furnitureSvg(
  shape: FurnitureShape,
  colour: string,
  view: ImageView = 'front',
): string {
  const palette: Palette = { colour, shade: darken(colour, 0.22), light: lighten(colour, 0.35) };
  const drawing = DRAWINGS[shape](palette);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}"`;
  // Drawn on an 800 × 800 grid with the floor line at y = 560; each view frames a 4:3 part of it.
  const studio = `<rect y="-200" width="800" height="1200" fill="${BACKGROUND}"/>
<rect y="560" width="800" height="440" fill="${FLOOR}"/>
<ellipse cx="400" cy="600" rx="300" ry="26" fill="#000" opacity="0.08"/>`;
  if (view === 'front') {
    return `${open} viewBox="0 100 800 600">${studio}${drawing}</svg>`;
  }
  if (view === 'detail') {
    const [x, y] = DETAIL_FOCUS[shape] ?? [400, 440];
    return `${open} viewBox="${x - 240} ${y - 180} 480 360">${studio}${drawing}</svg>`;
  }
  return `${open} viewBox="0 0 800 600">${roomScene(colour)}
<g transform="translate(152 133) scale(0.62)">${drawing}</g></svg>`;
}

/** A furnished corner for the "room" view: wall, window, floor boards, a plant and a rug. */
function roomScene(colour: string): string {
  // A light piece stands out against a green-grey wall, a dark one against a warm white.
  const wall = luminance(colour) > 0.7 ? '#c9d3c8' : '#efe6d8';
  const boards = Array.from(
    { length: 9 },
    (_, i) =>
      `<line x1="${i * 100 - 40}" y1="600" x2="${i * 90 + 20}" y2="480" stroke="#c9b79c" stroke-width="2"/>`,
  ).join('');
  return `<rect width="800" height="480" fill="${wall}"/>
<rect y="470" width="800" height="14" fill="#ffffff" opacity="0.7"/>
<rect y="480" width="800" height="120" fill="#d9c6a8"/>${boards}
<rect x="40" y="60" width="170" height="230" fill="#fdfcf8" stroke="#ffffff" stroke-width="8"/>
<rect x="52" y="72" width="70" height="100" fill="#cfe3ee"/><rect x="128" y="72" width="70" height="100" fill="#cfe3ee"/>
<rect x="52" y="178" width="70" height="100" fill="#cfe3ee"/><rect x="128" y="178" width="70" height="100" fill="#cfe3ee"/>
<path d="M690 400 h60 l-8 80 h-44z" fill="${CLAY}"/>
<path d="M720 400 C690 330 650 320 640 300 C690 310 712 340 720 400 C724 320 760 300 780 280 C772 330 740 350 720 400z" fill="#6f8f5a"/>
<ellipse cx="400" cy="540" rx="300" ry="38" fill="#ffffff" opacity="0.35"/>`;
}

interface Palette {
  /** The piece's main colour (fabric, paint or wood). */
  colour: string;
  /** The colour in shadow. */
  shade: string;
  /** The colour in light. */
  light: string;
}

/** Centre of the close-up, where the default (the piece's middle) shows little. */
const DETAIL_FOCUS: Partial<Record<FurnitureShape, readonly [number, number]>> = {
  wardrobe: [400, 330],
  'sliding-wardrobe': [400, 330],
  'china-cabinet': [400, 250],
  bookshelf: [400, 300],
  'ladder-shelf': [400, 330],
  'office-chair': [400, 300],
  'executive-chair': [400, 280],
  'wing-chair': [400, 330],
  'rocking-chair': [400, 330],
  'standing-desk': [400, 260],
  'egg-chair': [430, 380],
  'bunk-bed': [400, 330],
  'house-bed': [400, 330],
  'floor-lamp': [400, 240],
  'table-lamp': [400, 330],
  'pendant-lamp': [400, 330],
  lantern: [400, 400],
  'round-mirror': [400, 330],
  'floor-mirror': [420, 330],
  'wall-art': [400, 330],
  triptych: [400, 330],
  'dressing-table': [400, 300],
  rug: [400, 610],
  kilim: [400, 610],
};

/**
 * Criss-cross weave for rattan and wicker, drawn over the colour. The tile is drawn diagonal
 * rather than rotated: librsvg renders a rotated pattern about eight times slower.
 */
function weave(id: string, shade: string): string {
  return `<defs><pattern id="${id}" width="16" height="16" patternUnits="userSpaceOnUse"><path d="M0 16 L16 0 M-4 4 L4 -4 M12 20 L20 12" stroke="${shade}" stroke-width="4" opacity="0.45"/><path d="M0 0 L16 16 M-4 12 L4 20 M12 -4 L20 4" stroke="${shade}" stroke-width="2" opacity="0.35"/></pattern></defs>`;
}

const DRAWINGS: Record<FurnitureShape, (palette: Palette) => string> = {
  sofa: ({ colour, shade }) => `
<rect x="150" y="575" width="16" height="28" fill="${WOOD}"/><rect x="634" y="575" width="16" height="28" fill="${WOOD}"/>
<rect x="140" y="330" width="520" height="150" rx="36" fill="${shade}"/>
<rect x="190" y="350" width="200" height="120" rx="26" fill="${colour}"/><rect x="410" y="350" width="200" height="120" rx="26" fill="${colour}"/>
<rect x="140" y="460" width="520" height="120" rx="24" fill="${shade}"/>
<rect x="170" y="450" width="225" height="70" rx="20" fill="${colour}"/><rect x="405" y="450" width="225" height="70" rx="20" fill="${colour}"/>
<rect x="110" y="400" width="80" height="180" rx="30" fill="${colour}"/><rect x="610" y="400" width="80" height="180" rx="30" fill="${colour}"/>`,
  loveseat: ({ colour, shade }) => `
<rect x="240" y="575" width="14" height="28" fill="${WOOD}"/><rect x="546" y="575" width="14" height="28" fill="${WOOD}"/>
<rect x="230" y="340" width="340" height="140" rx="34" fill="${shade}"/>
<rect x="265" y="358" width="130" height="112" rx="24" fill="${colour}"/><rect x="405" y="358" width="130" height="112" rx="24" fill="${colour}"/>
<rect x="230" y="460" width="340" height="118" rx="22" fill="${shade}"/>
<rect x="255" y="450" width="142" height="66" rx="18" fill="${colour}"/><rect x="403" y="450" width="142" height="66" rx="18" fill="${colour}"/>
<rect x="200" y="405" width="70" height="175" rx="28" fill="${colour}"/><rect x="530" y="405" width="70" height="175" rx="28" fill="${colour}"/>`,
  'corner-sofa': ({ colour, shade, light }) => `
<rect x="100" y="565" width="14" height="30" fill="${WOOD}"/><rect x="700" y="590" width="14" height="22" fill="${WOOD}"/>
<rect x="90" y="320" width="560" height="150" rx="34" fill="${shade}"/>
<rect x="125" y="340" width="160" height="120" rx="24" fill="${colour}"/><rect x="295" y="340" width="160" height="120" rx="24" fill="${colour}"/><rect x="465" y="340" width="160" height="120" rx="24" fill="${colour}"/>
<rect x="90" y="450" width="560" height="120" rx="22" fill="${shade}"/>
<rect x="115" y="445" width="170" height="66" rx="18" fill="${colour}"/><rect x="295" y="445" width="170" height="66" rx="18" fill="${colour}"/>
<rect x="460" y="470" width="260" height="130" rx="22" fill="${shade}"/><rect x="478" y="478" width="226" height="62" rx="18" fill="${light}"/>
<rect x="60" y="390" width="70" height="180" rx="28" fill="${colour}"/>`,
  armchair: ({ colour, shade }) => `
<path d="M270 580 l-14 28 h12 l16 -28z M530 580 l14 28 h-12 l-16 -28z" fill="${WOOD}"/>
<path d="M250 460 C250 280 550 280 550 460 z" fill="${shade}"/>
<rect x="250" y="440" width="300" height="140" rx="30" fill="${shade}"/>
<rect x="290" y="450" width="220" height="70" rx="22" fill="${colour}"/>
<rect x="225" y="410" width="70" height="170" rx="32" fill="${colour}"/><rect x="505" y="410" width="70" height="170" rx="32" fill="${colour}"/>`,
  'wing-chair': ({ colour, shade }) => `
<rect x="275" y="560" width="14" height="45" rx="5" fill="${WOOD}"/><rect x="511" y="560" width="14" height="45" rx="5" fill="${WOOD}"/>
<path d="M270 470 L282 200 Q400 160 518 200 L530 470 Z" fill="${shade}"/>
<path d="M302 460 L307 225 Q400 195 493 225 L498 460 Z" fill="${colour}"/>
<path d="M250 310 Q238 240 284 218 L292 420 L250 432 Z" fill="${colour}"/><path d="M550 310 Q562 240 516 218 L508 420 L550 432 Z" fill="${colour}"/>
<rect x="255" y="500" width="290" height="70" rx="10" fill="${shade}"/>
<rect x="262" y="450" width="276" height="70" rx="18" fill="${colour}"/>
<rect x="235" y="380" width="55" height="185" rx="24" fill="${colour}"/><rect x="510" y="380" width="55" height="185" rx="24" fill="${colour}"/>`,
  'rocking-chair': ({ colour, shade }) => `
<path d="M215 598 Q400 640 585 588" stroke="${shade}" stroke-width="14" fill="none" stroke-linecap="round"/>
<line x1="292" y1="455" x2="272" y2="603" stroke="${colour}" stroke-width="13"/><line x1="508" y1="455" x2="528" y2="598" stroke="${colour}" stroke-width="13"/>
<line x1="286" y1="445" x2="300" y2="190" stroke="${colour}" stroke-width="13"/><line x1="514" y1="445" x2="500" y2="190" stroke="${colour}" stroke-width="13"/>
<rect x="306" y="205" width="188" height="200" rx="8" fill="#e0c78f"/>
${[230, 260, 290, 320, 350, 380].map((y) => `<line x1="306" y1="${y}" x2="494" y2="${y}" stroke="#c4a565" stroke-width="3"/>`).join('')}
<rect x="290" y="178" width="220" height="24" rx="9" fill="${colour}"/>
<rect x="268" y="440" width="264" height="26" rx="7" fill="${colour}"/><rect x="284" y="444" width="232" height="16" fill="#e0c78f"/>
<rect x="252" y="330" width="76" height="15" rx="7" fill="${colour}"/><rect x="472" y="330" width="76" height="15" rx="7" fill="${colour}"/>`,
  'coffee-table': ({ colour, shade }) => `
<rect x="210" y="450" width="22" height="150" rx="6" fill="${shade}"/><rect x="568" y="450" width="22" height="150" rx="6" fill="${shade}"/>
<rect x="250" y="470" width="20" height="110" rx="6" fill="${shade}"/><rect x="530" y="470" width="20" height="110" rx="6" fill="${shade}"/>
<rect x="225" y="540" width="350" height="16" rx="6" fill="${colour}"/>
<ellipse cx="400" cy="450" rx="230" ry="40" fill="${shade}"/><ellipse cx="400" cy="440" rx="230" ry="40" fill="${colour}"/>
<rect x="330" y="520" width="90" height="20" rx="3" fill="${TEAL}"/><rect x="340" y="504" width="70" height="16" rx="3" fill="${CLAY}"/>`,
  'round-coffee-table': ({ colour }) => `
<path d="M300 470 L280 600 M330 478 L348 592 M500 470 L520 600 M470 478 L452 592" stroke="${colour}" stroke-width="10" stroke-linecap="round"/>
<ellipse cx="400" cy="468" rx="230" ry="46" fill="#cfcac2"/><ellipse cx="400" cy="458" rx="230" ry="46" fill="#f1efeb"/>
<path d="M220 450 C300 430 330 480 420 455 S540 440 590 470 M300 480 C360 470 380 490 450 478" stroke="#b9b3aa" stroke-width="3" fill="none"/>
<rect x="350" y="420" width="64" height="14" rx="3" fill="${TEAL}"/><ellipse cx="470" cy="430" rx="30" ry="10" fill="${BRASS}"/>`,
  'nesting-tables': ({ colour, shade }) => `
<line x1="245" y1="420" x2="245" y2="590" stroke="${METAL}" stroke-width="8"/><line x1="515" y1="420" x2="515" y2="590" stroke="${METAL}" stroke-width="8"/>
<rect x="230" y="398" width="300" height="24" rx="4" fill="${colour}"/><rect x="230" y="418" width="300" height="8" fill="${shade}"/>
<line x1="436" y1="488" x2="436" y2="604" stroke="${METAL}" stroke-width="8"/><line x1="628" y1="488" x2="628" y2="604" stroke="${METAL}" stroke-width="8"/>
<rect x="420" y="466" width="224" height="22" rx="4" fill="${colour}"/><rect x="420" y="484" width="224" height="7" fill="${shade}"/>
<rect x="300" y="370" width="70" height="28" rx="4" fill="${TEAL}"/><circle cx="560" cy="452" r="14" fill="${CLAY}"/>`,
  'side-table': ({ colour, shade }) => `
<line x1="400" y1="470" x2="330" y2="600" stroke="${shade}" stroke-width="13" stroke-linecap="round"/>
<line x1="400" y1="470" x2="470" y2="600" stroke="${shade}" stroke-width="13" stroke-linecap="round"/>
<line x1="400" y1="470" x2="400" y2="612" stroke="${colour}" stroke-width="13" stroke-linecap="round"/>
<ellipse cx="400" cy="462" rx="120" ry="26" fill="${shade}"/><ellipse cx="400" cy="454" rx="120" ry="26" fill="${colour}"/>
<rect x="345" y="428" width="74" height="14" rx="3" fill="${TEAL}"/><rect x="438" y="420" width="26" height="28" rx="5" fill="#f7f5f0"/>`,
  'tray-table': ({ colour, shade }) => `
<line x1="300" y1="470" x2="500" y2="605" stroke="${WOOD}" stroke-width="13" stroke-linecap="round"/>
<line x1="500" y1="470" x2="300" y2="605" stroke="${WOOD}" stroke-width="13" stroke-linecap="round"/>
<line x1="330" y1="470" x2="470" y2="590" stroke="${WOOD}" stroke-width="10" opacity="0.6"/><line x1="470" y1="470" x2="330" y2="590" stroke="${WOOD}" stroke-width="10" opacity="0.6"/>
<ellipse cx="400" cy="462" rx="180" ry="42" fill="${shade}"/><ellipse cx="400" cy="454" rx="180" ry="42" fill="${colour}"/>
<ellipse cx="400" cy="454" rx="140" ry="30" fill="none" stroke="${shade}" stroke-width="3"/>
<path d="M400 432 L412 448 L432 448 L416 460 L422 476 L400 466 L378 476 L384 460 L368 448 L388 448Z" fill="${shade}" opacity="0.7"/>
<rect x="330" y="420" width="16" height="26" rx="3" fill="${CLAY}" opacity="0.85"/><rect x="452" y="420" width="16" height="26" rx="3" fill="${CLAY}" opacity="0.85"/>`,
  'tv-unit': ({ colour, shade }) => `
<rect x="250" y="225" width="300" height="178" rx="6" fill="#1d1e20"/><rect x="258" y="233" width="284" height="160" fill="#2e3f4a"/>
<path d="M258 233 L420 233 L300 393 L258 393Z" fill="#ffffff" opacity="0.05"/>
<rect x="380" y="403" width="40" height="17" fill="#1d1e20"/>
<rect x="165" y="540" width="12" height="48" fill="${METAL}"/><rect x="623" y="540" width="12" height="48" fill="${METAL}"/>
<rect x="150" y="420" width="500" height="122" rx="6" fill="${colour}" stroke="${shade}" stroke-width="4"/>
<line x1="300" y1="424" x2="300" y2="538" stroke="${shade}" stroke-width="4"/><line x1="500" y1="424" x2="500" y2="538" stroke="${shade}" stroke-width="4"/>
<rect x="312" y="432" width="176" height="40" rx="3" fill="none" stroke="${shade}" stroke-width="3"/><rect x="312" y="480" width="176" height="52" fill="${shade}"/>
<rect x="370" y="450" width="60" height="6" rx="3" fill="${METAL}"/><rect x="284" y="466" width="6" height="26" rx="3" fill="${METAL}"/><rect x="510" y="466" width="6" height="26" rx="3" fill="${METAL}"/>
<rect x="330" y="500" width="60" height="26" rx="3" fill="#1d1e20"/>`,
  bed: ({ colour, shade }) => `
<rect x="150" y="270" width="500" height="250" rx="30" fill="${colour}"/>
<rect x="150" y="270" width="500" height="250" rx="30" fill="none" stroke="${shade}" stroke-width="10"/>
<rect x="120" y="470" width="560" height="110" rx="18" fill="${shade}"/>
<rect x="130" y="420" width="540" height="80" rx="22" fill="#f7f5f0"/>
<rect x="190" y="385" width="180" height="70" rx="26" fill="#ffffff"/><rect x="430" y="385" width="180" height="70" rx="26" fill="#ffffff"/>
<path d="M130 455 h540 v40 q0 22 -22 22 h-496 q-22 0 -22 -22z" fill="${colour}" opacity="0.85"/>
<rect x="140" y="580" width="18" height="22" fill="${WOOD}"/><rect x="642" y="580" width="18" height="22" fill="${WOOD}"/>`,
  'wooden-bed': ({ colour, shade }) => `
<rect x="150" y="280" width="500" height="240" rx="8" fill="${colour}"/>
${[180, 235, 290, 345, 400, 455, 510, 565].map((x) => `<rect x="${x}" y="302" width="34" height="200" rx="4" fill="${shade}" opacity="0.35"/>`).join('')}
<rect x="135" y="570" width="22" height="34" fill="${shade}"/><rect x="643" y="570" width="22" height="34" fill="${shade}"/>
<rect x="120" y="470" width="560" height="102" rx="10" fill="${colour}" stroke="${shade}" stroke-width="6"/>
<rect x="130" y="430" width="540" height="70" rx="18" fill="#f7f5f0"/>
<rect x="190" y="395" width="180" height="62" rx="24" fill="#ffffff"/><rect x="430" y="395" width="180" height="62" rx="24" fill="#ffffff"/>
<path d="M130 462 h540 v36 q0 20 -20 20 h-500 q-20 0 -20 -20z" fill="#dfe6ea"/>`,
  'storage-bed': ({ colour, shade }) => `
<rect x="150" y="255" width="500" height="255" rx="30" fill="${colour}" stroke="${shade}" stroke-width="10"/>
${[210, 290, 370, 450, 530, 600].flatMap((x) => [315, 380].map((y) => `<circle cx="${x}" cy="${y}" r="6" fill="${shade}"/>`)).join('')}
<rect x="120" y="468" width="560" height="124" rx="14" fill="${colour}"/>
<rect x="150" y="522" width="230" height="58" rx="6" fill="${shade}"/><rect x="420" y="522" width="230" height="58" rx="6" fill="${shade}"/>
<rect x="245" y="548" width="40" height="7" rx="3" fill="${BRASS}"/><rect x="515" y="548" width="40" height="7" rx="3" fill="${BRASS}"/>
<rect x="130" y="430" width="540" height="62" rx="18" fill="#f7f5f0"/>
<rect x="190" y="395" width="180" height="62" rx="24" fill="#ffffff"/><rect x="430" y="395" width="180" height="62" rx="24" fill="#ffffff"/>
<path d="M130 458 h540 v30 q0 18 -18 18 h-504 q-18 0 -18 -18z" fill="#eef0f2"/>`,
  mattress: ({ colour }) => `
<path d="M160 430 H640 L700 500 H100 Z" fill="#fbfaf7" stroke="#d5d2cc" stroke-width="3"/>
${[220, 300, 380, 460, 540].map((x) => `<line x1="${x}" y1="436" x2="${x - 40 + (x - 380) / 5}" y2="494" stroke="#e0ddd6" stroke-width="3"/>`).join('')}
<rect x="100" y="500" width="600" height="92" rx="10" fill="${colour}" stroke="#d5d2cc" stroke-width="3"/>
<line x1="100" y1="514" x2="700" y2="514" stroke="#c9c4bb" stroke-width="3"/><line x1="100" y1="578" x2="700" y2="578" stroke="#c9c4bb" stroke-width="3"/>
<rect x="360" y="532" width="80" height="26" rx="4" fill="${TEAL}"/>`,
  wardrobe: ({ colour, shade }) => `
<rect x="205" y="120" width="390" height="470" rx="8" fill="${colour}" stroke="${shade}" stroke-width="6"/>
<line x1="335" y1="128" x2="335" y2="520" stroke="${shade}" stroke-width="5"/><line x1="465" y1="128" x2="465" y2="520" stroke="${shade}" stroke-width="5"/>
<line x1="210" y1="520" x2="590" y2="520" stroke="${shade}" stroke-width="5"/><line x1="400" y1="520" x2="400" y2="586" stroke="${shade}" stroke-width="5"/>
<rect x="318" y="300" width="8" height="60" rx="4" fill="#a9784f"/><rect x="345" y="300" width="8" height="60" rx="4" fill="#a9784f"/>
<rect x="474" y="300" width="8" height="60" rx="4" fill="#a9784f"/>
<rect x="280" y="548" width="60" height="8" rx="4" fill="#a9784f"/><rect x="460" y="548" width="60" height="8" rx="4" fill="#a9784f"/>
<rect x="215" y="590" width="20" height="14" fill="${shade}"/><rect x="565" y="590" width="20" height="14" fill="${shade}"/>`,
  'sliding-wardrobe': ({ colour, shade }) => `
<rect x="180" y="118" width="440" height="472" rx="6" fill="${shade}"/>
<rect x="190" y="132" width="222" height="448" fill="${colour}" stroke="${shade}" stroke-width="4"/>
<rect x="392" y="132" width="218" height="448" fill="${colour}" stroke="${shade}" stroke-width="4"/>
<rect x="398" y="150" width="8" height="410" rx="4" fill="${shade}"/><rect x="196" y="150" width="8" height="410" rx="4" fill="${shade}"/>
<rect x="180" y="118" width="440" height="12" fill="#9a9ea3"/><rect x="180" y="580" width="440" height="10" fill="#9a9ea3"/>
<rect x="186" y="590" width="428" height="14" fill="${shade}"/>`,
  nightstand: ({ colour, shade }) => `
<path d="M300 520 L290 602 L302 602 L314 520Z M486 520 L498 602 L510 602 L500 520Z" fill="${WOOD}"/>
<rect x="288" y="398" width="224" height="128" rx="8" fill="${colour}"/>
<rect x="302" y="412" width="196" height="48" rx="4" fill="${shade}" opacity="0.3"/><rect x="302" y="468" width="196" height="48" rx="4" fill="${shade}" opacity="0.3"/>
<circle cx="400" cy="436" r="6" fill="${BRASS}"/><circle cx="400" cy="492" r="6" fill="${BRASS}"/>
<rect x="396" y="342" width="8" height="56" fill="${BRASS}"/><ellipse cx="400" cy="396" rx="26" ry="6" fill="${BRASS}"/>
<path d="M355 300 L445 300 L462 346 L338 346Z" fill="#efe6d3"/>`,
  'floating-nightstand': ({ colour, shade }) => `
<rect x="296" y="470" width="220" height="10" fill="#000" opacity="0.08"/>
<rect x="290" y="360" width="220" height="96" rx="6" fill="${colour}"/>
<rect x="302" y="372" width="196" height="44" rx="4" fill="${shade}" opacity="0.3"/><rect x="370" y="390" width="60" height="6" rx="3" fill="${METAL}"/>
<rect x="290" y="452" width="220" height="14" rx="3" fill="${shade}"/>
<rect x="310" y="424" width="80" height="26" rx="3" fill="${TEAL}"/><rect x="396" y="430" width="60" height="20" rx="3" fill="${CLAY}"/>
<path d="M440 360 h36 l-5 -40 h-26z" fill="#e9e4da"/><path d="M458 320 C440 290 430 280 420 270 C450 280 456 300 458 320 C462 290 480 276 492 266 C486 292 470 304 458 320z" fill="#6f8f5a"/>`,
  'dressing-table': ({ colour, shade, light }) => `
<circle cx="400" cy="255" r="112" fill="${GLASS}" stroke="${colour}" stroke-width="16"/>
<path d="M340 200 L400 160 M350 240 L440 180" stroke="#ffffff" stroke-width="10" opacity="0.5" stroke-linecap="round"/>
<rect x="240" y="458" width="12" height="144" fill="${shade}"/><rect x="548" y="458" width="12" height="144" fill="${shade}"/>
<rect x="220" y="378" width="360" height="18" rx="4" fill="${colour}"/>
<rect x="236" y="396" width="328" height="62" fill="${colour}" stroke="${shade}" stroke-width="3"/><line x1="400" y1="396" x2="400" y2="458" stroke="${shade}" stroke-width="3"/>
<circle cx="318" cy="427" r="6" fill="${BRASS}"/><circle cx="482" cy="427" r="6" fill="${BRASS}"/>
<rect x="300" y="358" width="20" height="22" rx="4" fill="${CLAY}"/><ellipse cx="470" cy="374" rx="26" ry="6" fill="${BRASS}"/>
<line x1="360" y1="530" x2="350" y2="604" stroke="${shade}" stroke-width="8"/><line x1="440" y1="530" x2="450" y2="604" stroke="${shade}" stroke-width="8"/>
<ellipse cx="400" cy="530" rx="64" ry="20" fill="${shade}"/><ellipse cx="400" cy="522" rx="64" ry="20" fill="${light}"/>`,
  'dining-table': ({ colour, shade }) => `
<rect x="130" y="400" width="540" height="34" rx="8" fill="${colour}"/><rect x="130" y="430" width="540" height="14" fill="${shade}"/>
<rect x="170" y="444" width="26" height="160" fill="${shade}"/><rect x="604" y="444" width="26" height="160" fill="${shade}"/>
<rect x="250" y="444" width="18" height="130" fill="${shade}" opacity="0.7"/><rect x="532" y="444" width="18" height="130" fill="${shade}" opacity="0.7"/>
<path d="M60 300 h70 v180 h-14 v120 h-12 v-116 h-32 v116 h-12z" fill="${shade}" opacity="0.55"/>
<path d="M740 300 h-70 v180 h14 v120 h12 v-116 h32 v116 h12z" fill="${shade}" opacity="0.55"/>`,
  'round-dining-table': ({ colour, shade }) => `
<path d="M100 320 h60 v170 h-12 v112 h-10 v-108 h-26 v108 h-12z" fill="${shade}" opacity="0.5"/>
<path d="M700 320 h-60 v170 h12 v112 h10 v-108 h26 v108 h12z" fill="${shade}" opacity="0.5"/>
<path d="M382 470 L368 584 L432 584 L418 470Z" fill="${shade}"/><ellipse cx="400" cy="592" rx="96" ry="16" fill="${shade}"/>
<ellipse cx="400" cy="456" rx="240" ry="46" fill="${shade}"/><ellipse cx="400" cy="446" rx="240" ry="46" fill="${colour}"/>
<ellipse cx="330" cy="436" rx="44" ry="10" fill="#ffffff"/><ellipse cx="470" cy="436" rx="44" ry="10" fill="#ffffff"/><circle cx="400" cy="426" r="16" fill="${CLAY}"/>`,
  'dining-chair': ({ colour, shade }) => `
<rect x="300" y="300" width="14" height="302" fill="${WOOD}"/><rect x="486" y="300" width="14" height="302" fill="${WOOD}"/>
<rect x="292" y="196" width="216" height="238" rx="26" fill="${colour}" stroke="${shade}" stroke-width="6"/>
<rect x="278" y="470" width="244" height="24" rx="8" fill="${shade}"/>
<rect x="278" y="428" width="244" height="56" rx="16" fill="${colour}"/>
<path d="M290 494 L296 604 L310 604 L308 494Z M510 494 L504 604 L490 604 L492 494Z" fill="${WOOD}"/>`,
  'spindle-chair': ({ colour, shade }) => `
<rect x="300" y="222" width="14" height="380" rx="5" fill="${colour}"/><rect x="486" y="222" width="14" height="380" rx="5" fill="${colour}"/>
<rect x="294" y="206" width="212" height="32" rx="12" fill="${colour}"/>
${[332, 366, 400, 434, 468].map((x) => `<rect x="${x - 4}" y="238" width="8" height="204" fill="${colour}"/>`).join('')}
<rect x="282" y="438" width="236" height="28" rx="8" fill="${colour}"/><rect x="282" y="462" width="236" height="10" fill="${shade}"/>
<rect x="294" y="470" width="14" height="134" rx="5" fill="${colour}"/><rect x="492" y="470" width="14" height="134" rx="5" fill="${colour}"/>
<rect x="304" y="552" width="192" height="8" fill="${shade}"/>`,
  sideboard: ({ colour, shade }) => `
<path d="M160 538 L150 604 L162 604 L176 538Z M640 538 L650 604 L638 604 L624 538Z" fill="${WOOD}"/>
<rect x="130" y="358" width="540" height="184" rx="8" fill="${colour}"/>
${[140, 272, 404, 536].map((x) => `<rect x="${x}" y="370" width="124" height="160" rx="3" fill="${colour}" stroke="${shade}" stroke-width="3"/>`).join('')}
<rect x="256" y="430" width="5" height="36" rx="2" fill="${BRASS}"/><rect x="278" y="430" width="5" height="36" rx="2" fill="${BRASS}"/>
<rect x="517" y="430" width="5" height="36" rx="2" fill="${BRASS}"/><rect x="542" y="430" width="5" height="36" rx="2" fill="${BRASS}"/>
<path d="M220 358 C210 320 230 300 240 280 L252 280 C262 300 282 320 272 358Z" fill="${TEAL}"/>
<ellipse cx="520" cy="350" rx="60" ry="10" fill="${BRASS}"/><circle cx="500" cy="338" r="12" fill="${CLAY}"/><circle cx="526" cy="336" r="12" fill="#e0a33b"/>`,
  'china-cabinet': ({ colour, shade }) => `
<rect x="240" y="112" width="320" height="478" rx="8" fill="${colour}"/>
<rect x="228" y="100" width="344" height="24" rx="4" fill="${shade}"/>
<rect x="258" y="132" width="138" height="266" fill="${GLASS}" stroke="${shade}" stroke-width="5"/><rect x="404" y="132" width="138" height="266" fill="${GLASS}" stroke="${shade}" stroke-width="5"/>
<line x1="258" y1="220" x2="542" y2="220" stroke="#ffffff" stroke-width="4"/><line x1="258" y1="310" x2="542" y2="310" stroke="#ffffff" stroke-width="4"/>
${[290, 360, 440, 510].flatMap((x) => [190, 280, 370].map((y) => `<circle cx="${x}" cy="${y}" r="22" fill="#ffffff" stroke="${TEAL}" stroke-width="5"/>`)).join('')}
<rect x="258" y="412" width="284" height="40" fill="${colour}" stroke="${shade}" stroke-width="3"/><line x1="400" y1="412" x2="400" y2="452" stroke="${shade}" stroke-width="3"/>
<rect x="258" y="462" width="138" height="116" fill="${colour}" stroke="${shade}" stroke-width="3"/><rect x="404" y="462" width="138" height="116" fill="${colour}" stroke="${shade}" stroke-width="3"/>
<circle cx="330" cy="432" r="5" fill="${BRASS}"/><circle cx="470" cy="432" r="5" fill="${BRASS}"/><circle cx="384" cy="520" r="5" fill="${BRASS}"/><circle cx="416" cy="520" r="5" fill="${BRASS}"/>
<rect x="236" y="588" width="328" height="16" fill="${shade}"/>`,
  desk: ({ colour, shade }) => `
<rect x="182" y="400" width="12" height="202" fill="${METAL}"/><rect x="606" y="500" width="12" height="102" fill="${METAL}"/>
<rect x="468" y="400" width="150" height="102" fill="${colour}" stroke="${shade}" stroke-width="3"/><line x1="468" y1="451" x2="618" y2="451" stroke="${shade}" stroke-width="3"/>
<rect x="520" y="422" width="46" height="6" rx="3" fill="${METAL}"/><rect x="520" y="474" width="46" height="6" rx="3" fill="${METAL}"/>
<rect x="170" y="380" width="460" height="22" rx="4" fill="${colour}"/><rect x="170" y="398" width="460" height="6" fill="${shade}"/>
<rect x="262" y="296" width="140" height="84" rx="5" fill="${METAL}"/><rect x="270" y="304" width="124" height="68" fill="${TEAL}"/>
<rect x="246" y="376" width="172" height="6" rx="3" fill="#9a9ea3"/><rect x="440" y="352" width="22" height="28" rx="4" fill="#f7f5f0"/>`,
  'standing-desk': ({ colour, shade }) => `
<rect x="230" y="322" width="26" height="252" fill="#3a3c3e"/><rect x="544" y="322" width="26" height="252" fill="#3a3c3e"/>
<rect x="195" y="572" width="96" height="16" rx="6" fill="#3a3c3e"/><rect x="509" y="572" width="96" height="16" rx="6" fill="#3a3c3e"/>
<rect x="170" y="300" width="460" height="24" rx="4" fill="${colour}"/><rect x="170" y="320" width="460" height="6" fill="${shade}"/>
<rect x="560" y="326" width="40" height="12" rx="3" fill="#1d1e20"/>
<rect x="330" y="168" width="180" height="112" rx="6" fill="#1d1e20"/><rect x="338" y="176" width="164" height="96" fill="${TEAL}"/>
<rect x="410" y="280" width="20" height="20" fill="#1d1e20"/><rect x="300" y="290" width="110" height="8" rx="3" fill="#9a9ea3"/>`,
  'office-chair': ({ colour, shade }) => `
<rect x="392" y="440" width="16" height="110" fill="#9a9ea3"/>
<path d="M400 548 L250 585 M400 548 L550 585 M400 548 L310 605 M400 548 L490 605 M400 548 L400 600" stroke="#2b2d2f" stroke-width="14" stroke-linecap="round"/>
<circle cx="250" cy="592" r="12" fill="#1d1e20"/><circle cx="550" cy="592" r="12" fill="#1d1e20"/>
<circle cx="310" cy="610" r="12" fill="#1d1e20"/><circle cx="490" cy="610" r="12" fill="#1d1e20"/><circle cx="400" cy="606" r="12" fill="#1d1e20"/>
<path d="M300 160 Q400 130 500 160 L490 400 Q400 420 310 400 Z" fill="${shade}"/>
<path d="M318 180 Q400 156 482 180 L474 385 Q400 402 326 385 Z" fill="${colour}" opacity="0.85"/>
<rect x="290" y="400" width="220" height="50" rx="22" fill="${colour}"/>
<rect x="268" y="350" width="22" height="70" rx="8" fill="#2b2d2f"/><rect x="510" y="350" width="22" height="70" rx="8" fill="#2b2d2f"/>`,
  'executive-chair': ({ colour, shade }) => `
<rect x="392" y="450" width="16" height="100" fill="#b9bcc0"/>
<path d="M400 548 L250 585 M400 548 L550 585 M400 548 L310 605 M400 548 L490 605 M400 548 L400 600" stroke="#9a9ea3" stroke-width="14" stroke-linecap="round"/>
<circle cx="250" cy="592" r="12" fill="#1d1e20"/><circle cx="550" cy="592" r="12" fill="#1d1e20"/>
<circle cx="310" cy="610" r="12" fill="#1d1e20"/><circle cx="490" cy="610" r="12" fill="#1d1e20"/><circle cx="400" cy="606" r="12" fill="#1d1e20"/>
<path d="M298 118 Q400 90 502 118 L496 410 Q400 430 304 410 Z" fill="${colour}"/>
${[170, 230, 290, 350].map((y) => `<path d="M306 ${y} Q400 ${y + 12} 494 ${y}" stroke="${shade}" stroke-width="5" fill="none"/>`).join('')}
<rect x="282" y="404" width="236" height="58" rx="24" fill="${colour}" stroke="${shade}" stroke-width="4"/>
<rect x="258" y="344" width="30" height="96" rx="10" fill="${shade}"/><rect x="512" y="344" width="30" height="96" rx="10" fill="${shade}"/>
<rect x="250" y="336" width="46" height="16" rx="7" fill="${colour}"/><rect x="504" y="336" width="46" height="16" rx="7" fill="${colour}"/>`,
  bookshelf: ({ colour, shade }) => `
<rect x="240" y="110" width="320" height="490" fill="${colour}"/><rect x="262" y="128" width="276" height="454" fill="${shade}"/>
${[200, 290, 380, 470]
  .map((y) => `<rect x="262" y="${y}" width="276" height="14" fill="${colour}"/>`)
  .join('')}
<rect x="280" y="140" width="22" height="60" fill="#3f6b73"/><rect x="304" y="148" width="18" height="52" fill="#c46a4a"/><rect x="324" y="136" width="24" height="64" fill="#e0c080"/>
<rect x="420" y="240" width="24" height="50" fill="#e9e4da"/><rect x="446" y="232" width="20" height="58" fill="#3f6b73"/>
<rect x="290" y="330" width="26" height="50" fill="#c46a4a"/><rect x="318" y="322" width="20" height="58" fill="#e9e4da"/><rect x="470" y="340" width="50" height="40" rx="20" fill="#7d9a6a"/>
<rect x="380" y="412" width="24" height="58" fill="#e0c080"/><rect x="406" y="420" width="22" height="50" fill="#3f6b73"/><rect x="430" y="410" width="18" height="60" fill="#c46a4a"/>`,
  'ladder-shelf': ({ colour, shade }) => `
<line x1="258" y1="604" x2="330" y2="118" stroke="${colour}" stroke-width="15" stroke-linecap="round"/>
<line x1="542" y1="604" x2="470" y2="118" stroke="${colour}" stroke-width="15" stroke-linecap="round"/>
${[
  [268, 540, 264],
  [286, 420, 228],
  [304, 300, 192],
  [322, 180, 156],
]
  .map(
    ([x, y, w]) =>
      `<rect x="${x}" y="${y}" width="${w}" height="14" fill="${colour}"/><rect x="${x}" y="${(y ?? 0) + 14}" width="${w}" height="6" fill="${shade}"/>`,
  )
  .join('')}
<path d="M370 180 h40 l-5 -40 h-30z" fill="${CLAY}"/><path d="M390 140 C370 110 360 100 350 92 C380 100 388 120 390 140 C394 112 412 98 426 90 C420 116 404 126 390 140z" fill="#6f8f5a"/>
<rect x="320" y="248" width="22" height="52" fill="${TEAL}"/><rect x="344" y="256" width="20" height="44" fill="#e0c080"/><rect x="366" y="252" width="18" height="48" fill="${CLAY}"/>
<rect x="420" y="370" width="60" height="50" fill="#f7f5f0" stroke="${WOOD}" stroke-width="5"/><ellipse cx="340" cy="530" rx="34" ry="12" fill="#9a9ea3"/>`,
  'cube-shelf': ({ colour, shade }) => `
<rect x="230" y="250" width="340" height="346" fill="${colour}"/>
${[0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => `<rect x="${242 + col * 110}" y="${262 + row * 110}" width="96" height="96" fill="${shade}"/>`)).join('')}
<rect x="246" y="290" width="88" height="64" rx="6" fill="#c9b8a0"/><rect x="466" y="400" width="88" height="64" rx="6" fill="${TEAL}"/>
<rect x="360" y="290" width="18" height="64" fill="${CLAY}"/><rect x="380" y="298" width="16" height="56" fill="#e0c080"/><rect x="398" y="294" width="20" height="60" fill="${TEAL}"/>
<rect x="256" y="516" width="66" height="50" rx="25" fill="#7d9a6a"/><rect x="356" y="400" width="88" height="64" rx="6" fill="#c9b8a0"/>`,
  'rattan-set': ({ colour, shade }) =>
    weave('rattan-weave', shade) +
    `
<rect x="140" y="380" width="290" height="96" rx="20" fill="${colour}"/><rect x="140" y="380" width="290" height="96" rx="20" fill="url(#rattan-weave)"/>
<rect x="140" y="456" width="290" height="110" rx="14" fill="${colour}"/><rect x="140" y="456" width="290" height="110" rx="14" fill="url(#rattan-weave)"/>
<rect x="160" y="396" width="250" height="56" rx="16" fill="${CREAM}"/><rect x="156" y="440" width="258" height="40" rx="12" fill="${CREAM}"/>
<rect x="520" y="400" width="160" height="86" rx="20" fill="${colour}"/><rect x="520" y="400" width="160" height="86" rx="20" fill="url(#rattan-weave)"/>
<rect x="520" y="466" width="160" height="100" rx="14" fill="${colour}"/><rect x="520" y="466" width="160" height="100" rx="14" fill="url(#rattan-weave)"/>
<rect x="536" y="414" width="128" height="50" rx="14" fill="${CREAM}"/><rect x="532" y="452" width="136" height="36" rx="12" fill="${CREAM}"/>
<rect x="370" y="536" width="120" height="62" rx="6" fill="${colour}"/><rect x="370" y="536" width="120" height="62" rx="6" fill="url(#rattan-weave)"/>
<ellipse cx="430" cy="536" rx="96" ry="20" fill="${GLASS}" opacity="0.9"/><rect x="410" y="512" width="18" height="24" rx="4" fill="${CLAY}"/>`,
  'egg-chair': ({ colour, shade }) =>
    weave('egg-weave', shade) +
    `
<path d="M330 598 Q250 220 430 140" stroke="${METAL}" stroke-width="11" fill="none" stroke-linecap="round"/>
<ellipse cx="400" cy="598" rx="120" ry="16" fill="${METAL}"/><line x1="430" y1="140" x2="430" y2="192" stroke="${METAL}" stroke-width="4"/>
<path d="M430 190 C290 200 290 530 430 545 C570 530 570 200 430 190Z" fill="${colour}"/>
<path d="M430 190 C290 200 290 530 430 545 C570 530 570 200 430 190Z" fill="url(#egg-weave)"/>
<path d="M430 250 C345 262 345 500 430 502 C515 500 515 262 430 250Z" fill="${shade}"/>
<ellipse cx="430" cy="372" rx="44" ry="34" fill="#e8e1d3"/><rect x="370" y="430" width="120" height="62" rx="26" fill="${CREAM}"/>`,
  'folding-chair': ({ colour, shade }) => `
<rect x="300" y="230" width="14" height="372" rx="5" fill="${shade}"/><rect x="486" y="230" width="14" height="372" rx="5" fill="${shade}"/>
${[240, 282, 324].map((y) => `<rect x="294" y="${y}" width="212" height="28" rx="6" fill="${colour}"/>`).join('')}
<line x1="312" y1="470" x2="268" y2="604" stroke="${colour}" stroke-width="14" stroke-linecap="round"/>
<line x1="488" y1="470" x2="532" y2="604" stroke="${colour}" stroke-width="14" stroke-linecap="round"/>
<rect x="282" y="440" width="236" height="18" rx="5" fill="${colour}"/><rect x="282" y="462" width="236" height="18" rx="5" fill="${colour}"/>`,
  'outdoor-table': ({ colour, shade }) => `
<rect x="396" y="118" width="8" height="486" fill="#9a9ea3"/>
<path d="M150 236 Q400 80 650 236 Q620 250 590 236 Q560 250 530 236 Q500 250 470 236 Q440 250 410 236 Q380 250 350 236 Q320 250 290 236 Q260 250 230 236 Q200 250 170 236Z" fill="#efe9dd" stroke="#d5cbb7" stroke-width="3"/>
<line x1="270" y1="470" x2="246" y2="602" stroke="${colour}" stroke-width="12" stroke-linecap="round"/><line x1="530" y1="470" x2="554" y2="602" stroke="${colour}" stroke-width="12" stroke-linecap="round"/>
<line x1="340" y1="480" x2="334" y2="590" stroke="${shade}" stroke-width="10" stroke-linecap="round"/><line x1="460" y1="480" x2="466" y2="590" stroke="${shade}" stroke-width="10" stroke-linecap="round"/>
<ellipse cx="400" cy="462" rx="214" ry="38" fill="${shade}"/><ellipse cx="400" cy="454" rx="214" ry="38" fill="${colour}"/>
<ellipse cx="330" cy="446" rx="34" ry="8" fill="#ffffff"/><rect x="450" y="424" width="18" height="26" rx="4" fill="#f7f5f0"/>`,
  'bistro-table': ({ colour, shade }) => `
${[120, 190, 260, 330, 400, 470, 540, 610, 680].map((x) => `<line x1="${x}" y1="300" x2="${x}" y2="560" stroke="#9a9ea3" stroke-width="6" opacity="0.45"/>`).join('')}
<rect x="90" y="292" width="620" height="12" fill="#9a9ea3" opacity="0.6"/>
<line x1="310" y1="436" x2="488" y2="602" stroke="${colour}" stroke-width="11" stroke-linecap="round"/><line x1="490" y1="436" x2="312" y2="602" stroke="${shade}" stroke-width="11" stroke-linecap="round"/>
<rect x="286" y="418" width="228" height="18" rx="6" fill="${colour}"/><rect x="286" y="432" width="228" height="6" fill="${shade}"/>
<rect x="316" y="392" width="22" height="26" rx="4" fill="#f7f5f0"/><rect x="350" y="392" width="22" height="26" rx="4" fill="#f7f5f0"/>
<ellipse cx="450" cy="414" rx="36" ry="8" fill="#ffffff"/><circle cx="440" cy="402" r="11" fill="#e0a33b"/><circle cx="462" cy="404" r="10" fill="${CLAY}"/>`,
  'sun-lounger': ({ colour, shade }) => `
<rect x="140" y="518" width="14" height="74" fill="${shade}"/><rect x="596" y="518" width="14" height="60" fill="${shade}"/><circle cx="612" cy="588" r="16" fill="${METAL}"/>
<rect x="120" y="498" width="520" height="22" rx="6" fill="${colour}"/>
${[320, 370, 420, 470, 520, 570].map((x) => `<line x1="${x}" y1="500" x2="${x}" y2="518" stroke="${shade}" stroke-width="3"/>`).join('')}
<path d="M128 506 L250 318 L292 330 L182 512Z" fill="${colour}"/>
${[0.25, 0.45, 0.65].map((t) => `<line x1="${150 + 110 * t}" y1="${500 - 180 * t}" x2="${190 + 100 * t}" y2="${506 - 180 * t}" stroke="${shade}" stroke-width="3"/>`).join('')}
<rect x="380" y="480" width="150" height="20" rx="6" fill="${CREAM}"/><rect x="420" y="480" width="14" height="20" fill="${TEAL}"/><rect x="470" y="480" width="14" height="20" fill="${TEAL}"/>`,
  'bunk-bed': ({ colour, shade }) => `
<rect x="198" y="158" width="18" height="444" fill="${colour}"/><rect x="584" y="158" width="18" height="444" fill="${colour}"/>
<rect x="216" y="262" width="368" height="36" rx="10" fill="#f7f5f0"/><rect x="216" y="282" width="368" height="18" fill="#8fb8d8"/>
<rect x="232" y="240" width="90" height="30" rx="12" fill="#ffffff"/>
<rect x="198" y="298" width="404" height="28" fill="${colour}"/><rect x="216" y="222" width="250" height="14" rx="5" fill="${colour}"/>
<rect x="228" y="236" width="10" height="30" fill="${colour}"/><rect x="454" y="236" width="10" height="30" fill="${colour}"/>
<rect x="216" y="486" width="368" height="36" rx="10" fill="#f7f5f0"/><rect x="216" y="506" width="368" height="18" fill="${CLAY}" opacity="0.8"/>
<rect x="232" y="464" width="90" height="30" rx="12" fill="#ffffff"/>
<rect x="198" y="522" width="404" height="28" fill="${colour}"/>
<line x1="530" y1="236" x2="530" y2="522" stroke="${shade}" stroke-width="9"/><line x1="570" y1="236" x2="570" y2="522" stroke="${shade}" stroke-width="9"/>
${[280, 330, 380, 430, 480].map((y) => `<line x1="530" y1="${y}" x2="570" y2="${y}" stroke="${shade}" stroke-width="7"/>`).join('')}`,
  'house-bed': ({ colour, shade }) => `
<path d="M210 332 L400 164 L590 332" stroke="${colour}" stroke-width="18" fill="none" stroke-linejoin="round"/>
<line x1="210" y1="330" x2="210" y2="600" stroke="${colour}" stroke-width="16"/><line x1="590" y1="330" x2="590" y2="600" stroke="${colour}" stroke-width="16"/>
${[250, 290, 330, 370, 430, 470, 510, 550].map((x, i) => `<circle cx="${x}" cy="${i < 4 ? 300 - (x - 210) * 0.88 + 12 : 300 - (590 - x) * 0.88 + 12}" r="7" fill="#f2c94c"/>`).join('')}
<rect x="190" y="520" width="420" height="54" rx="8" fill="${colour}" stroke="${shade}" stroke-width="4"/>
<rect x="205" y="492" width="390" height="38" rx="12" fill="#f7f5f0"/><rect x="220" y="470" width="96" height="34" rx="14" fill="#ffffff"/>
<path d="M300 500 h290 v22 q0 10 -10 10 h-280z" fill="#a8d5c2"/>`,
  'kids-desk': ({ colour, shade }) => `
<rect x="252" y="396" width="12" height="206" fill="#d2a86e"/><rect x="500" y="384" width="12" height="218" fill="#d2a86e"/>
<path d="M236 384 L524 364 L526 382 L238 402Z" fill="${colour}"/>
<rect x="300" y="398" width="160" height="34" rx="4" fill="${colour}" stroke="${shade}" stroke-width="3"/><circle cx="380" cy="415" r="5" fill="${shade}"/>
<rect x="300" y="356" width="80" height="12" fill="#ffffff" transform="rotate(-4 340 362)"/>
<rect x="404" y="350" width="40" height="8" rx="3" fill="${CLAY}" transform="rotate(-4 424 354)"/><rect x="404" y="338" width="40" height="8" rx="3" fill="#8fb8d8" transform="rotate(-4 424 342)"/>
<rect x="574" y="392" width="86" height="62" rx="16" fill="${colour}"/><rect x="560" y="478" width="114" height="16" rx="6" fill="${colour}"/>
<rect x="566" y="494" width="10" height="108" fill="#d2a86e"/><rect x="658" y="494" width="10" height="108" fill="#d2a86e"/>`,
  'toy-chest': ({ colour, shade }) => `
<rect x="230" y="420" width="340" height="170" rx="10" fill="${colour}"/>
<rect x="222" y="398" width="356" height="28" rx="8" fill="${shade}"/>
<rect x="246" y="486" width="40" height="16" rx="8" fill="${shade}"/><rect x="514" y="486" width="40" height="16" rx="8" fill="${shade}"/>
<path d="M400 470 L412 494 L438 496 L418 512 L424 538 L400 524 L376 538 L382 512 L362 496 L388 494Z" fill="#ffffff" opacity="0.7"/>
<circle cx="500" cy="372" r="28" fill="${CLAY}"/><path d="M472 372 h56" stroke="#ffffff" stroke-width="5"/>
<rect x="270" y="346" width="50" height="52" rx="5" fill="#8fb8d8"/><rect x="326" y="358" width="40" height="40" rx="5" fill="#f2c94c"/>`,
  'cubby-storage': ({ colour, shade }) => `
<rect x="196" y="388" width="408" height="206" rx="6" fill="${colour}"/>
${[0, 1].flatMap((row) => [0, 1, 2].map((col) => `<rect x="${208 + col * 132}" y="${400 + row * 96}" width="120" height="86" fill="${shade}"/>`)).join('')}
${[
  [208, 400, '#e3b7b0'],
  [472, 400, '#8fb8d8'],
  [340, 496, '#f2c94c'],
  [208, 496, '#a8d5c2'],
]
  .map(
    ([x, y, fill]) =>
      `<rect x="${x}" y="${Number(y) + 8}" width="120" height="78" rx="6" fill="${fill}"/><rect x="${Number(x) + 44}" y="${Number(y) + 22}" width="32" height="10" rx="5" fill="#000" opacity="0.18"/>`,
  )
  .join('')}
<circle cx="300" cy="360" r="28" fill="${CLAY}"/><circle cx="520" cy="368" r="20" fill="#c9a46c"/><circle cx="506" cy="350" r="8" fill="#c9a46c"/><circle cx="534" cy="350" r="8" fill="#c9a46c"/>`,
  rug: ({
    colour,
    shade,
    light,
  }) => `<g transform="translate(0 560) scale(1 0.7) translate(0 -458)">
<path d="M110 610 L690 610 L610 458 L190 458Z" fill="${colour}"/>
<path d="M150 592 L650 592 L590 474 L210 474Z" fill="none" stroke="${light}" stroke-width="10"/>
<path d="M400 484 L470 534 L400 584 L330 534Z" fill="${shade}"/><path d="M400 508 L436 534 L400 560 L364 534Z" fill="${light}"/>
<path d="M260 520 L290 534 L260 548 L230 534Z M540 520 L570 534 L540 548 L510 534Z" fill="${shade}"/>
${Array.from({ length: 30 }, (_, i) => `<line x1="${115 + i * 19.5}" y1="610" x2="${115 + i * 19.5}" y2="624" stroke="${light}" stroke-width="3"/>`).join('')}</g>`,
  kilim: ({
    colour,
    shade,
    light,
  }) => `<g transform="translate(0 560) scale(1 0.7) translate(0 -458)">
<path d="M110 610 L690 610 L610 458 L190 458Z" fill="${colour}"/>
<path d="M138 556 L662 556 L646 526 L154 526Z" fill="${CREAM}"/><path d="M174 488 L626 488 L618 472 L182 472Z" fill="${shade}"/>
${Array.from({ length: 12 }, (_, i) => `<path d="M${170 + i * 40} 556 L${190 + i * 40} 528 L${210 + i * 40} 556Z" fill="${shade}"/>`).join('')}
<path d="M122 596 L678 596 L670 582 L130 582Z" fill="${light}"/>
${Array.from({ length: 30 }, (_, i) => `<line x1="${115 + i * 19.5}" y1="610" x2="${115 + i * 19.5}" y2="624" stroke="${CREAM}" stroke-width="3"/>`).join('')}</g>`,
  'floor-lamp': ({ colour, shade }) => `
<line x1="400" y1="262" x2="318" y2="604" stroke="#b88a5a" stroke-width="10" stroke-linecap="round"/>
<line x1="400" y1="262" x2="482" y2="604" stroke="#b88a5a" stroke-width="10" stroke-linecap="round"/>
<line x1="400" y1="262" x2="400" y2="612" stroke="#a0703f" stroke-width="10" stroke-linecap="round"/>
<ellipse cx="400" cy="272" rx="104" ry="14" fill="#fff4cc"/>
<path d="M328 164 L472 164 L504 272 L296 272Z" fill="${colour}"/><path d="M328 164 L472 164 L476 178 L324 178Z" fill="${shade}"/>
<path d="M470 604 q40 10 80 0" stroke="${METAL}" stroke-width="3" fill="none"/><rect x="548" y="596" width="22" height="10" rx="4" fill="${METAL}"/>`,
  'table-lamp': ({ colour, shade }) => `
<rect x="300" y="470" width="200" height="14" rx="4" fill="${WOOD}"/><rect x="316" y="484" width="10" height="118" fill="${WOOD}"/><rect x="474" y="484" width="10" height="118" fill="${WOOD}"/>
<path d="M382 470 Q348 424 386 388 L414 388 Q452 424 418 470Z" fill="${colour}"/>
${[404, 420, 436, 452].map((y) => `<circle cx="400" cy="${y}" r="4" fill="${shade}"/>`).join('')}
<rect x="396" y="330" width="8" height="60" fill="${shade}"/>
<ellipse cx="400" cy="336" rx="92" ry="12" fill="#fff4cc"/>
<path d="M342 248 L458 248 L490 336 L310 336Z" fill="#efe6d3"/>`,
  'pendant-lamp': ({ colour, shade }) =>
    weave('wicker-weave', shade) +
    `
<rect x="380" y="100" width="40" height="10" rx="3" fill="${METAL}"/><line x1="400" y1="110" x2="400" y2="244" stroke="${METAL}" stroke-width="3"/>
<path d="M248 404 Q248 244 400 244 Q552 244 552 404Z" fill="${colour}"/><path d="M248 404 Q248 244 400 244 Q552 244 552 404Z" fill="url(#wicker-weave)"/>
<ellipse cx="400" cy="404" rx="152" ry="16" fill="${shade}"/><ellipse cx="400" cy="410" rx="64" ry="10" fill="#fff4cc"/>
<rect x="200" y="520" width="400" height="20" rx="4" fill="${WOOD}" opacity="0.35"/>`,
  lantern: ({ colour, shade }) => `
<rect x="396" y="150" width="8" height="30" fill="${colour}"/><circle cx="400" cy="146" r="14" fill="none" stroke="${colour}" stroke-width="5"/>
<path d="M326 330 Q400 210 474 330Z" fill="${colour}"/>
<ellipse cx="400" cy="450" rx="44" ry="96" fill="#fff4cc" opacity="0.8"/>
<path d="M340 330 H460 L482 360 V530 L460 558 H340 L318 530 V360Z" fill="${colour}"/>
<rect x="344" y="366" width="50" height="162" rx="6" fill="${CLAY}" opacity="0.85"/><rect x="406" y="366" width="50" height="162" rx="6" fill="${TEAL}" opacity="0.85"/>
${[390, 430, 470, 510].flatMap((y) => [369, 431].map((x) => `<circle cx="${x}" cy="${y}" r="8" fill="#fff4cc" opacity="0.8"/>`)).join('')}
<rect x="322" y="556" width="156" height="22" rx="4" fill="${shade}"/><rect x="336" y="578" width="128" height="22" rx="4" fill="${colour}"/>`,
  'round-mirror': ({ colour }) => `
<line x1="400" y1="120" x2="400" y2="142" stroke="${METAL}" stroke-width="3"/>
<circle cx="400" cy="332" r="192" fill="${colour}"/><circle cx="400" cy="332" r="178" fill="${GLASS}"/>
<path d="M300 260 L420 170 M310 320 L470 200 M330 380 L500 250" stroke="#ffffff" stroke-width="14" opacity="0.45" stroke-linecap="round"/>
<rect x="230" y="540" width="340" height="18" rx="4" fill="${WOOD}" opacity="0.4"/>`,
  'floor-mirror': ({ colour }) => `
<path d="M300 118 L478 108 L524 604 L336 610Z" fill="${colour}"/>
<path d="M318 136 L462 128 L504 588 L352 592Z" fill="${GLASS}"/>
<path d="M350 240 L450 180 M360 330 L470 260 M380 430 L486 360" stroke="#ffffff" stroke-width="12" opacity="0.45" stroke-linecap="round"/>`,
  cushion: ({ colour, shade, light }) => `
<path d="M200 360 Q330 330 460 360 Q484 450 460 540 Q330 566 200 540 Q176 450 200 360Z" fill="${light}"/>
<path d="M200 360 Q330 330 460 360 Q484 450 460 540 Q330 566 200 540 Q176 450 200 360Z" fill="none" stroke="${shade}" stroke-width="5" opacity="0.6"/>
<path d="M300 338 Q430 304 560 338 Q590 450 560 566 Q430 596 300 566 Q270 450 300 338Z" fill="${colour}"/>
<path d="M300 338 Q430 304 560 338 Q590 450 560 566 Q430 596 300 566 Q270 450 300 338Z" fill="none" stroke="${shade}" stroke-width="7"/>
<ellipse cx="410" cy="420" rx="80" ry="44" fill="${light}" opacity="0.35"/>
<path d="M380 450 L430 420 L480 450 L430 480Z" fill="${shade}" opacity="0.35"/>`,
  'wall-art': ({ colour, shade }) => `
<rect x="250" y="150" width="300" height="400" fill="#f6f2ea" stroke="#d9d2c5" stroke-width="10"/>
<circle cx="360" cy="290" r="74" fill="${colour}"/><rect x="300" y="370" width="200" height="124" fill="${shade}" opacity="0.85"/>
<path d="M290 470 Q380 400 470 450 T520 420" stroke="${METAL}" stroke-width="6" fill="none"/>
<rect x="554" y="160" width="8" height="392" fill="#000" opacity="0.08"/>`,
  triptych: ({ colour }) => `
${[140, 320, 500]
  .map(
    (
      x,
      i,
    ) => `<rect x="${x}" y="220" width="160" height="220" fill="#f6f2ea" stroke="${colour}" stroke-width="12"/>
<path d="M${x + 6} ${390 - i * 14} Q${x + 80} ${330 + i * 10} ${x + 154} ${370 - i * 6} V434 H${x + 6}Z" fill="#c9a46c"/>
<path d="M${x + 6} ${410 - i * 4} Q${x + 80} ${380} ${x + 154} ${404 + i * 4} V434 H${x + 6}Z" fill="${TEAL}" opacity="0.8"/>`,
  )
  .join('')}
<circle cx="420" cy="290" r="30" fill="#e0a33b"/>`,
};

/** The colour moved towards black by `amount` (0–1), for shaded faces. */
function darken(hex: string, amount: number): string {
  return mix(hex, 0, amount);
}

/** The colour moved towards white by `amount` (0–1), for lit faces. */
function lighten(hex: string, amount: number): string {
  return mix(hex, 255, amount);
}

function mix(hex: string, target: number, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number): string => {
    const current = (value >> shift) & 0xff;
    return Math.round(current + (target - current) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Relative brightness, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
