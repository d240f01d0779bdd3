import sharp from 'sharp';
import type { CoverScene, SeedPost } from './content-seed.posts';

/**
 * Cover pictures of the seeded blog posts, drawn as flat illustrations and rendered to JPEG: the
 * seed must work offline, and the repository carries no photos. Deterministic: the same post
 * always gives the same picture.
 */

const WIDTH = 1600;
const HEIGHT = 900;

export async function renderBlogCover(cover: SeedPost['cover']): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(cover)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

export function coverSvg({ scene, background, accent }: SeedPost['cover']): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1600 900">
<rect width="1600" height="900" fill="${background}"/>
<rect y="680" width="1600" height="220" fill="#000" opacity="0.06"/>
${SCENES[scene](accent)}
</svg>`;
}

const WOOD = '#9a6b43';
const WOOD_DARK = '#6f4a2c';
const CREAM = '#f7f2ea';

const SCENES: Record<CoverScene, (accent: string) => string> = {
  // A polished side table in the sun, a cloth and a vase.
  care: (accent) => `
<circle cx="1280" cy="190" r="90" fill="#f3c86b" opacity="0.8"/>
<rect x="560" y="420" width="480" height="36" rx="10" fill="${WOOD}"/>
<rect x="560" y="452" width="480" height="12" fill="${WOOD_DARK}"/>
<rect x="600" y="464" width="26" height="236" fill="${WOOD_DARK}"/><rect x="974" y="464" width="26" height="236" fill="${WOOD_DARK}"/>
<path d="M640 420 q40 -60 120 -40 q-20 30 20 40z" fill="${CREAM}"/>
<rect x="860" y="300" width="70" height="120" rx="30" fill="${accent}"/>
<path d="M880 300 q-30 -80 10 -130 M905 300 q20 -90 60 -110 M895 300 q0 -60 -50 -90" stroke="#5d7a4a" stroke-width="8" fill="none"/>
<path d="M700 380 l20 -30 l20 30 l-20 10z" fill="#fff" opacity="0.7"/>`,
  // A window, a slim sofa on legs and wall shelves.
  'small-space': (accent) => `
<rect x="180" y="140" width="300" height="380" rx="8" fill="#fff" opacity="0.75"/>
<line x1="330" y1="140" x2="330" y2="520" stroke="${background(accent)}" stroke-width="10"/>
<line x1="180" y1="330" x2="480" y2="330" stroke="${background(accent)}" stroke-width="10"/>
<rect x="640" y="470" width="560" height="110" rx="30" fill="${accent}"/>
<rect x="640" y="380" width="560" height="110" rx="30" fill="${accent}" opacity="0.85"/>
<rect x="670" y="580" width="14" height="110" fill="${WOOD_DARK}"/><rect x="1156" y="580" width="14" height="110" fill="${WOOD_DARK}"/>
<rect x="1260" y="200" width="220" height="16" fill="${WOOD}"/><rect x="1260" y="300" width="220" height="16" fill="${WOOD}"/>
<rect x="1290" y="140" width="30" height="60" fill="#c46a4a"/><rect x="1325" y="150" width="24" height="50" fill="${CREAM}"/>
<circle cx="1420" cy="270" r="28" fill="#7d9a6a"/>`,
  // A crescent moon, stars and hanging lanterns over a low table.
  ramadan: (accent) => `
<circle cx="1260" cy="200" r="110" fill="${accent}"/>
<circle cx="1305" cy="170" r="100" fill="#23324a"/>
${(
  [
    [200, 120],
    [420, 90],
    [1000, 140],
    [1480, 420],
    [620, 200],
  ] as const
)
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${accent}" opacity="0.9"/>`)
  .join('')}
${(
  [
    [420, 300],
    [620, 220],
    [820, 330],
  ] as const
)
  .map(
    ([x, length]) => `
<line x1="${x}" y1="0" x2="${x}" y2="${length}" stroke="${accent}" stroke-width="4"/>
<path d="M${x - 40} ${length} h80 l-15 40 v90 l15 30 h-80 l15 -30 v-90z" fill="${accent}"/>
<rect x="${x - 22}" y="${length + 50}" width="44" height="70" rx="6" fill="#fff3c4" opacity="0.9"/>`,
  )
  .join('')}
<ellipse cx="1000" cy="640" rx="260" ry="40" fill="${WOOD}"/>
<rect x="900" y="640" width="200" height="60" fill="${WOOD_DARK}"/>
<circle cx="940" cy="610" r="30" fill="${CREAM}"/><circle cx="1050" cy="612" r="26" fill="#c46a4a"/>`,
  // A three-seater sofa with cushions and a floor lamp.
  sofa: (accent) => `
<rect x="380" y="340" width="840" height="190" rx="50" fill="${accent}" opacity="0.85"/>
<rect x="330" y="450" width="940" height="170" rx="40" fill="${accent}"/>
<rect x="300" y="420" width="120" height="220" rx="50" fill="${accent}"/><rect x="1180" y="420" width="120" height="220" rx="50" fill="${accent}"/>
<rect x="470" y="380" width="170" height="130" rx="30" fill="${CREAM}"/><rect x="960" y="380" width="170" height="130" rx="30" fill="#c46a4a"/>
<rect x="350" y="620" width="18" height="70" fill="${WOOD_DARK}"/><rect x="1232" y="620" width="18" height="70" fill="${WOOD_DARK}"/>
<line x1="1420" y1="260" x2="1420" y2="690" stroke="#3b3b3b" stroke-width="10"/>
<path d="M1350 260 h140 l-30 -90 h-80z" fill="#f1d9a4"/>`,
  // A desk, an office chair, a lamp and a screen.
  office: (accent) => `
<rect x="300" y="440" width="760" height="30" rx="6" fill="${WOOD}"/>
<rect x="330" y="470" width="20" height="220" fill="${WOOD_DARK}"/><rect x="1010" y="470" width="20" height="220" fill="${WOOD_DARK}"/>
<rect x="520" y="250" width="320" height="190" rx="12" fill="#2d3440"/><rect x="536" y="266" width="288" height="158" rx="6" fill="#8fb3c9"/>
<rect x="660" y="420" width="40" height="24" fill="#2d3440"/>
<line x1="420" y1="440" x2="380" y2="320" stroke="#3b3b3b" stroke-width="8"/><path d="M340 330 l80 -40 l20 40z" fill="#f1d9a4"/>
<path d="M1160 300 q80 -30 160 0 l-10 230 q-70 20 -140 0z" fill="${accent}"/>
<rect x="1140" y="520" width="200" height="50" rx="20" fill="${accent}"/>
<rect x="1232" y="570" width="16" height="80" fill="#9a9ea3"/>
<path d="M1240 650 l-90 40 M1240 650 l90 40 M1240 650 v44" stroke="#2b2d2f" stroke-width="12" stroke-linecap="round"/>`,
  // A made bed, bedside lamps and a moon in the window.
  bedroom: (accent) => `
<rect x="1240" y="130" width="220" height="260" rx="110" fill="#fff" opacity="0.7"/>
<circle cx="1350" cy="240" r="50" fill="#f3e3a0"/><circle cx="1375" cy="225" r="45" fill="#fff" opacity="0.9"/>
<rect x="420" y="300" width="640" height="260" rx="40" fill="${accent}"/>
<rect x="380" y="500" width="720" height="140" rx="24" fill="${accent}" opacity="0.85"/>
<rect x="400" y="470" width="680" height="90" rx="26" fill="${CREAM}"/>
<rect x="470" y="420" width="230" height="80" rx="30" fill="#fff"/><rect x="780" y="420" width="230" height="80" rx="30" fill="#fff"/>
<path d="M400 520 h680 v60 q0 26 -26 26 h-628 q-26 0 -26 -26z" fill="${accent}"/>
<rect x="190" y="520" width="140" height="120" rx="10" fill="${WOOD}"/><path d="M220 520 l20 -90 h60 l20 90z" fill="#f1d9a4"/>
<rect x="1150" y="520" width="140" height="120" rx="10" fill="${WOOD}"/>`,
};

/** The window frame of the small-space scene: a darker shade of the accent. */
function background(accent: string): string {
  const value = Number.parseInt(accent.slice(1), 16);
  const channel = (shift: number): string =>
    Math.round(((value >> shift) & 0xff) * 0.7)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
