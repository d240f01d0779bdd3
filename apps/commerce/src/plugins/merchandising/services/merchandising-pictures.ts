import sharp from 'sharp';

/**
 * Pictures of the seeded banners, drawn as flat illustrations and rendered to JPEG: the seed must
 * work offline and the repository carries no photos. They hold no words, so one picture serves
 * both languages and either direction; the storefront writes the translated title over it.
 * Deterministic: the same scene always gives the same picture.
 */

export type BannerScene = 'living-room' | 'bedroom' | 'ramadan' | 'newlyweds';

/** 8:3, the home carousel's shape on a wide screen; the super banner is wider still (4:1). */
export const BANNER_SIZE = { width: 1920, height: 720 } as const;
export const SUPER_BANNER_SIZE = { width: 1920, height: 480 } as const;

export interface PictureSpec {
  scene: BannerScene;
  background: string;
  accent: string;
}

export async function renderBannerPicture(
  spec: PictureSpec,
  size: { width: number; height: number } = BANNER_SIZE,
): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(spec, size)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * The scene is drawn on a 1920×720 stage, scaled to cover the requested size. It keeps to the
 * right half so the headline has calm space on the other; being wordless, a picture can be
 * mirrored by the storefront on right-to-left pages.
 */
export function pictureSvg(
  { scene, background, accent }: PictureSpec,
  { width, height }: { width: number; height: number },
): string {
  const scale = Math.max(width / 1920, height / 720);
  const offsetY = (height - 720 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${background}"/>
<g transform="translate(0 ${offsetY.toFixed(1)}) scale(${scale.toFixed(4)})">
<rect y="560" width="1920" height="160" fill="#000" opacity="0.06"/>
${SCENES[scene](accent)}
</g>
</svg>`;
}

const WOOD = '#9a6b43';
const WOOD_DARK = '#6f4a2c';
const CREAM = '#f7f2ea';
const CLAY = '#c46a4a';
const LEAF = '#5d7a4a';

const SCENES: Record<BannerScene, (accent: string) => string> = {
  // A long sofa under a framed print, a round coffee table and a tall plant.
  'living-room': (accent) => `
<rect x="1080" y="120" width="300" height="200" rx="6" fill="${CREAM}" stroke="${WOOD_DARK}" stroke-width="10"/>
<path d="M1110 290 l80 -110 l60 70 l40 -40 l60 80z" fill="${accent}" opacity="0.6"/>
<rect x="900" y="330" width="700" height="150" rx="44" fill="${accent}" opacity="0.85"/>
<rect x="860" y="420" width="780" height="140" rx="36" fill="${accent}"/>
<rect x="830" y="400" width="100" height="180" rx="40" fill="${accent}"/><rect x="1570" y="400" width="100" height="180" rx="40" fill="${accent}"/>
<rect x="980" y="360" width="150" height="110" rx="26" fill="${CREAM}"/><rect x="1380" y="360" width="150" height="110" rx="26" fill="${CLAY}"/>
<rect x="880" y="560" width="16" height="60" fill="${WOOD_DARK}"/><rect x="1604" y="560" width="16" height="60" fill="${WOOD_DARK}"/>
<ellipse cx="1260" cy="600" rx="170" ry="26" fill="${WOOD}"/><rect x="1250" y="600" width="20" height="60" fill="${WOOD_DARK}"/>
<rect x="1730" y="470" width="90" height="150" rx="12" fill="${CLAY}"/>
<path d="M1775 470 q-70 -120 -20 -260 M1775 470 q60 -140 10 -300 M1775 470 q-10 -90 70 -200" stroke="${LEAF}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  // A made bed with a tall headboard, bedside tables and pendant lamps.
  bedroom: (accent) => `
<rect x="1000" y="200" width="560" height="260" rx="30" fill="${accent}"/>
<rect x="960" y="420" width="640" height="150" rx="22" fill="${CREAM}"/>
<rect x="1040" y="360" width="210" height="80" rx="28" fill="#fff"/><rect x="1310" y="360" width="210" height="80" rx="28" fill="#fff"/>
<path d="M960 470 h640 v70 q0 30 -30 30 h-580 q-30 0 -30 -30z" fill="${accent}" opacity="0.8"/>
<rect x="980" y="570" width="16" height="50" fill="${WOOD_DARK}"/><rect x="1564" y="570" width="16" height="50" fill="${WOOD_DARK}"/>
<rect x="790" y="470" width="140" height="150" rx="10" fill="${WOOD}"/><rect x="1630" y="470" width="140" height="150" rx="10" fill="${WOOD}"/>
<line x1="860" y1="0" x2="860" y2="300" stroke="#3b3b3b" stroke-width="4"/><path d="M820 300 h80 l-15 -50 h-50z" fill="#f1d9a4"/>
<line x1="1700" y1="0" x2="1700" y2="300" stroke="#3b3b3b" stroke-width="4"/><path d="M1660 300 h80 l-15 -50 h-50z" fill="#f1d9a4"/>`,
  // A crescent, stars and lanterns over a set dining table.
  ramadan: (accent) => `
<circle cx="1640" cy="170" r="100" fill="${accent}"/><circle cx="1682" cy="142" r="92" fill="#23324a"/>
${[
  [980, 90],
  [1180, 160],
  [1420, 70],
  [1820, 330],
  [1300, 260],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${accent}" opacity="0.9"/>`)
  .join('')}
${[
  [1060, 200],
  [1240, 140],
  [1420, 230],
]
  .map(
    ([x = 0, length = 0]) => `
<line x1="${x}" y1="0" x2="${x}" y2="${length}" stroke="${accent}" stroke-width="4"/>
<path d="M${x - 36} ${length} h72 l-14 36 v80 l14 28 h-72 l14 -28 v-80z" fill="${accent}"/>
<rect x="${x - 20}" y="${length + 46}" width="40" height="62" rx="6" fill="#fff3c4" opacity="0.9"/>`,
  )
  .join('')}
<rect x="920" y="460" width="760" height="30" rx="8" fill="${WOOD}"/>
<rect x="960" y="490" width="22" height="130" fill="${WOOD_DARK}"/><rect x="1618" y="490" width="22" height="130" fill="${WOOD_DARK}"/>
<circle cx="1060" cy="440" r="34" fill="${CREAM}"/><circle cx="1240" cy="440" r="34" fill="${CREAM}"/><circle cx="1420" cy="440" r="34" fill="${CREAM}"/>
<path d="M1520 460 q40 -90 80 0z" fill="${CLAY}"/>`,
  // Two armchairs facing each other over a low table with flowers.
  newlyweds: (accent) => `
<path d="M860 300 q90 -40 180 0 l-10 230 q-80 20 -160 0z" fill="${accent}"/>
<rect x="840" y="480" width="220" height="70" rx="26" fill="${accent}"/>
<rect x="860" y="550" width="14" height="70" fill="${WOOD_DARK}"/><rect x="1026" y="550" width="14" height="70" fill="${WOOD_DARK}"/>
<path d="M1560 300 q90 -40 180 0 l-10 230 q-80 20 -160 0z" fill="${accent}"/>
<rect x="1540" y="480" width="220" height="70" rx="26" fill="${accent}"/>
<rect x="1560" y="550" width="14" height="70" fill="${WOOD_DARK}"/><rect x="1726" y="550" width="14" height="70" fill="${WOOD_DARK}"/>
<rect x="1160" y="500" width="300" height="26" rx="8" fill="${WOOD}"/>
<rect x="1190" y="526" width="16" height="94" fill="${WOOD_DARK}"/><rect x="1414" y="526" width="16" height="94" fill="${WOOD_DARK}"/>
<rect x="1280" y="400" width="60" height="100" rx="24" fill="${CREAM}"/>
${[
  [1270, 360],
  [1310, 330],
  [1350, 365],
  [1300, 380],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="26" fill="${CLAY}" opacity="0.9"/>`)
  .join('')}
<path d="M1310 400 v-40" stroke="${LEAF}" stroke-width="8"/>`,
};
