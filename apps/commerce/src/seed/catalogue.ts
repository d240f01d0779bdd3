/**
 * The demo catalogue a new shop starts with: real-sounding furniture in Arabic and English, priced
 * in EGP including 14% VAT. The storefront, Storybook fixtures and the e2e journeys rely on these
 * slugs, names and prices, so change them together.
 */

export interface Localized {
  ar: string;
  en: string;
}

/** Drawings in ./product-images.ts. */
export type FurnitureShape =
  | 'sofa'
  | 'armchair'
  | 'coffee-table'
  | 'dining-table'
  | 'bed'
  | 'wardrobe'
  | 'office-chair'
  | 'bookshelf';

export interface DemoVariant {
  sku: string;
  /** The value of the product's option group; absent on a single-variant product. */
  option?: Localized;
  /** EGP, VAT included, as a shopper pays it. */
  priceWithTax: number;
  stockOnHand: number;
  /** Main colour of the generated picture. */
  colour: string;
}

export interface DemoProduct {
  /**
   * Latin and the same in both languages: the page keeps its URL when the shopper switches
   * language, and Vendure's slug normalization would decompose Arabic letters (NFD).
   */
  slug: string;
  name: Localized;
  description: Localized;
  room: RoomCode;
  material: MaterialCode;
  shape: FurnitureShape;
  optionGroup?: Localized;
  variants: DemoVariant[];
}

/** Facet "room": also the collections a shopper browses by. */
export const ROOMS = {
  'living-room': { ar: 'غرفة المعيشة', en: 'Living room' },
  bedroom: { ar: 'غرفة النوم', en: 'Bedroom' },
  'dining-room': { ar: 'غرفة السفرة', en: 'Dining room' },
  'home-office': { ar: 'المكتب المنزلي', en: 'Home office' },
} as const satisfies Record<string, Localized>;
export type RoomCode = keyof typeof ROOMS;

export const MATERIALS = {
  fabric: { ar: 'قماش', en: 'Fabric' },
  velvet: { ar: 'قطيفة', en: 'Velvet' },
  'solid-wood': { ar: 'خشب طبيعي', en: 'Solid wood' },
  'engineered-wood': { ar: 'خشب مصنع', en: 'Engineered wood' },
  mesh: { ar: 'شبك', en: 'Mesh' },
} as const satisfies Record<string, Localized>;
export type MaterialCode = keyof typeof MATERIALS;

export const FACET_NAMES = {
  room: { ar: 'الغرفة', en: 'Room' },
  material: { ar: 'الخامة', en: 'Material' },
} as const satisfies Record<string, Localized>;

const COLOUR: Localized = { ar: 'اللون', en: 'Colour' };
const SIZE: Localized = { ar: 'المقاس', en: 'Size' };

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    slug: 'nile-three-seater-sofa',
    name: { ar: 'كنبة النيل ثلاثية المقاعد', en: 'Nile three-seater sofa' },
    description: {
      ar: 'كنبة ثلاثية عميقة بهيكل من خشب الزان الطبيعي، ووسائد من إسفنج عالي المرونة، وكسوة من قماش الكتان المخلوط قابلة للفك والغسيل. المقاس 220 × 92 × 85 سم.',
      en: 'A deep three-seater sofa with a solid beech frame, high-resilience foam cushions and a removable, washable linen-blend cover. 220 × 92 × 85 cm.',
    },
    room: 'living-room',
    material: 'fabric',
    shape: 'sofa',
    optionGroup: COLOUR,
    variants: [
      {
        sku: 'DAR-NILE-SOFA-SAND',
        option: { ar: 'بيج رملي', en: 'Sand beige' },
        priceWithTax: 28_500,
        stockOnHand: 12,
        colour: '#d8c3a5',
      },
      {
        sku: 'DAR-NILE-SOFA-CHARCOAL',
        option: { ar: 'رمادي فحمي', en: 'Charcoal grey' },
        priceWithTax: 28_500,
        stockOnHand: 8,
        colour: '#55585c',
      },
    ],
  },
  {
    slug: 'zamalek-velvet-armchair',
    name: { ar: 'فوتيه الزمالك قطيفة', en: 'Zamalek velvet armchair' },
    description: {
      ar: 'فوتيه صغير الحجم بظهر منحني وتنجيد من القطيفة وأرجل مخروطية من الخشب الطبيعي. المقاس 78 × 80 × 82 سم.',
      en: 'A compact armchair with a curved back, velvet upholstery and tapered solid-wood legs. 78 × 80 × 82 cm.',
    },
    room: 'living-room',
    material: 'velvet',
    shape: 'armchair',
    optionGroup: COLOUR,
    variants: [
      {
        sku: 'DAR-ZAMALEK-ARMCHAIR-OLIVE',
        option: { ar: 'أخضر زيتوني', en: 'Olive green' },
        priceWithTax: 9_690,
        stockOnHand: 10,
        colour: '#6b7345',
      },
      {
        sku: 'DAR-ZAMALEK-ARMCHAIR-MUSTARD',
        option: { ar: 'خردلي', en: 'Mustard' },
        priceWithTax: 9_690,
        stockOnHand: 6,
        colour: '#c9972b',
      },
    ],
  },
  {
    slug: 'siwa-oak-coffee-table',
    name: { ar: 'ترابيزة قهوة سيوة من خشب البلوط', en: 'Siwa oak coffee table' },
    description: {
      ar: 'ترابيزة قهوة بيضاوية منخفضة من خشب البلوط الطبيعي بتشطيب زيتي، مع رف سفلي للكتب والصواني. المقاس 120 × 60 × 40 سم.',
      en: 'A low oval coffee table in solid oak with a natural oil finish and a lower shelf for books and trays. 120 × 60 × 40 cm.',
    },
    room: 'living-room',
    material: 'solid-wood',
    shape: 'coffee-table',
    variants: [
      { sku: 'DAR-SIWA-COFFEE-TABLE', priceWithTax: 5_700, stockOnHand: 15, colour: '#b88a5a' },
    ],
  },
  {
    slug: 'maadi-dining-table',
    name: { ar: 'ترابيزة سفرة المعادي', en: 'Maadi dining table' },
    description: {
      ar: 'ترابيزة سفرة بقشرة خشب الجوز على قاعدة من خشب الزان الطبيعي، تناسب وجبات العائلة اليومية والعزومات الكبيرة. مقاس 6 أفراد 180 × 90 سم، ومقاس 8 أفراد 220 × 100 سم.',
      en: 'A walnut-veneer dining table on a solid beech base, made for everyday family meals and big gatherings. Six seats: 180 × 90 cm; eight seats: 220 × 100 cm.',
    },
    room: 'dining-room',
    material: 'solid-wood',
    shape: 'dining-table',
    optionGroup: SIZE,
    variants: [
      {
        sku: 'DAR-MAADI-DINING-6',
        option: { ar: '6 أفراد', en: '6 seats' },
        priceWithTax: 23_940,
        stockOnHand: 5,
        colour: '#7a5236',
      },
      {
        sku: 'DAR-MAADI-DINING-8',
        option: { ar: '8 أفراد', en: '8 seats' },
        priceWithTax: 31_350,
        stockOnHand: 3,
        colour: '#7a5236',
      },
    ],
  },
  {
    slug: 'luxor-upholstered-bed',
    name: { ar: 'سرير الأقصر المنجد', en: 'Luxor upholstered bed' },
    description: {
      ar: 'سرير منجد بظهر عالٍ مبطن وقاعدة شرائح من خشب الزان. المرتبة غير مشمولة.',
      en: 'An upholstered bed with a tall padded headboard and a slatted beech base. Mattress not included.',
    },
    room: 'bedroom',
    material: 'fabric',
    shape: 'bed',
    optionGroup: SIZE,
    variants: [
      {
        sku: 'DAR-LUXOR-BED-160',
        option: { ar: '160 × 200 سم', en: '160 × 200 cm' },
        priceWithTax: 19_950,
        stockOnHand: 7,
        colour: '#9aa5b1',
      },
      {
        sku: 'DAR-LUXOR-BED-180',
        option: { ar: '180 × 200 سم', en: '180 × 200 cm' },
        priceWithTax: 22_800,
        stockOnHand: 5,
        colour: '#9aa5b1',
      },
    ],
  },
  {
    slug: 'aswan-three-door-wardrobe',
    name: { ar: 'دولاب أسوان بثلاث ضلف', en: 'Aswan three-door wardrobe' },
    description: {
      ar: 'دولاب بثلاث ضلف فيه شماعة وأربعة أرفف ودرجان، بلون أبيض مطفي ومقابض من خشب البلوط. المقاس 150 × 58 × 210 سم.',
      en: 'A three-door wardrobe with a hanging rail, four shelves and two drawers, in matt white with oak handles. 150 × 58 × 210 cm.',
    },
    room: 'bedroom',
    material: 'engineered-wood',
    shape: 'wardrobe',
    variants: [
      { sku: 'DAR-ASWAN-WARDROBE-3', priceWithTax: 26_790, stockOnHand: 4, colour: '#ece8e1' },
    ],
  },
  {
    slug: 'delta-ergonomic-office-chair',
    name: { ar: 'كرسي مكتب دلتا المريح', en: 'Delta ergonomic office chair' },
    description: {
      ar: 'كرسي مكتب بظهر شبك ودعامة لأسفل الظهر قابلة للضبط، ومساند ذراع وارتفاع مقعد قابلان للضبط، على قاعدة خماسية بعجلات هادئة.',
      en: 'A mesh-back office chair with adjustable lumbar support, armrests and seat height, on a five-star base with quiet castors.',
    },
    room: 'home-office',
    material: 'mesh',
    shape: 'office-chair',
    optionGroup: COLOUR,
    variants: [
      {
        sku: 'DAR-DELTA-CHAIR-BLACK',
        option: { ar: 'أسود', en: 'Black' },
        priceWithTax: 6_840,
        stockOnHand: 20,
        colour: '#2f3133',
      },
      {
        sku: 'DAR-DELTA-CHAIR-GREY',
        option: { ar: 'رمادي', en: 'Grey' },
        priceWithTax: 6_840,
        stockOnHand: 14,
        colour: '#8d9196',
      },
    ],
  },
  {
    slug: 'alexandria-bookshelf',
    name: { ar: 'مكتبة الإسكندرية', en: 'Alexandria bookshelf' },
    description: {
      ar: 'مكتبة مفتوحة بخمسة أرفف من خشب الصنوبر الطبيعي بصبغة جوز داكنة، يتحمل كل رف حتى 25 كجم. المقاس 90 × 32 × 190 سم.',
      en: 'An open five-shelf bookcase in solid pine with a dark walnut stain; each shelf holds up to 25 kg. 90 × 32 × 190 cm.',
    },
    room: 'home-office',
    material: 'solid-wood',
    shape: 'bookshelf',
    variants: [
      { sku: 'DAR-ALEXANDRIA-BOOKSHELF', priceWithTax: 7_980, stockOnHand: 9, colour: '#5c3d2a' },
    ],
  },
];

/** Collections a shopper browses by room; each gathers the products with that room facet. */
export interface DemoCollection {
  slug: string;
  room: RoomCode;
  name: Localized;
  description: Localized;
}

export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  {
    slug: 'living-room',
    room: 'living-room',
    name: ROOMS['living-room'],
    description: {
      ar: 'كنب وفوتيهات وترابيزات قهوة لغرفة معيشة مريحة.',
      en: 'Sofas, armchairs and coffee tables for a comfortable living room.',
    },
  },
  {
    slug: 'bedroom',
    room: 'bedroom',
    name: ROOMS.bedroom,
    description: {
      ar: 'سراير ودواليب لغرفة نوم هادئة ومرتبة.',
      en: 'Beds and wardrobes for a calm, tidy bedroom.',
    },
  },
  {
    slug: 'dining-room',
    room: 'dining-room',
    name: ROOMS['dining-room'],
    description: {
      ar: 'ترابيزات سفرة تجمع العائلة كلها.',
      en: 'Dining tables that seat the whole family.',
    },
  },
  {
    slug: 'home-office',
    room: 'home-office',
    name: ROOMS['home-office'],
    description: {
      ar: 'كراسي مكاتب ومكتبات للعمل والقراءة في البيت.',
      en: 'Office chairs and bookshelves for working and reading at home.',
    },
  },
];

/** Name of the tax category every demo variant is in; the store setup creates it. */
export const STANDARD_TAX_CATEGORY = 'Standard';

export function imageFileName(variant: Pick<DemoVariant, 'sku'>): string {
  return `${variant.sku.toLowerCase()}.jpg`;
}

const CSV_COLUMNS = [
  'name:ar',
  'name:en',
  'slug:ar',
  'slug:en',
  'description:ar',
  'description:en',
  'assets',
  'facets:ar',
  'facets:en',
  'optionGroups:ar',
  'optionGroups:en',
  'optionValues:ar',
  'optionValues:en',
  'sku',
  'price',
  'taxCategory',
  'stockOnHand',
  'trackInventory',
  'variantAssets',
  'variantFacets',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * The catalogue in Vendure's product import format: one row per variant, product columns on the
 * first row of each product only, and every translated column in both languages.
 */
export function toImportCsv(products: readonly DemoProduct[]): string {
  const rows: string[][] = [CSV_COLUMNS.slice()];
  for (const product of products) {
    product.variants.forEach((variant, index) => {
      const first = index === 0;
      const facets = (language: keyof Localized): string =>
        [
          `${FACET_NAMES.room[language]}:${ROOMS[product.room][language]}`,
          `${FACET_NAMES.material[language]}:${MATERIALS[product.material][language]}`,
        ].join('|');
      const cells: Record<CsvColumn, string> = {
        'name:ar': first ? product.name.ar : '',
        'name:en': first ? product.name.en : '',
        'slug:ar': first ? product.slug : '',
        'slug:en': first ? product.slug : '',
        'description:ar': first ? product.description.ar : '',
        'description:en': first ? product.description.en : '',
        assets: first ? product.variants.map(imageFileName).join('|') : '',
        'facets:ar': first ? facets('ar') : '',
        'facets:en': first ? facets('en') : '',
        'optionGroups:ar': first ? (product.optionGroup?.ar ?? '') : '',
        'optionGroups:en': first ? (product.optionGroup?.en ?? '') : '',
        'optionValues:ar': variant.option?.ar ?? '',
        'optionValues:en': variant.option?.en ?? '',
        sku: variant.sku,
        // Major units: the importer converts to the minor units Vendure stores.
        price: variant.priceWithTax.toFixed(2),
        taxCategory: STANDARD_TAX_CATEGORY,
        stockOnHand: String(variant.stockOnHand),
        trackInventory: 'true',
        variantAssets: product.variants.length > 1 ? imageFileName(variant) : '',
        variantFacets: '',
      };
      rows.push(CSV_COLUMNS.map((column) => cells[column]));
    });
  }
  return rows.map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
