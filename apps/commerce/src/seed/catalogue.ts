import type { CuratedCode, SubCategoryCode } from './categories';
import { CURATED_COLLECTIONS } from './categories';
import { generateProducts } from './generate-catalogue';
import type { ColourCode, Localized, MaterialCode, RoomCode, StyleCode } from './vocabulary';

/**
 * The demo catalogue a new shop starts with: real-sounding furniture in Arabic and English, priced
 * in EGP including 14% VAT. Eight pieces are written by hand (the storefront, Storybook fixtures
 * and the e2e journeys rely on their slugs, names and prices, so change them together); the rest
 * is generated deterministically from the designs and product lines in ./designs.ts, so the same
 * code always gives the same catalogue.
 */

export type { Localized } from './vocabulary';
export {
  COLOURS,
  FACET_NAMES,
  MATERIALS,
  ROOMS,
  STYLES,
  type ColourCode,
  type MaterialCode,
  type RoomCode,
  type StyleCode,
} from './vocabulary';

/** Drawings in ./product-images.ts; one per kind of piece. */
export type FurnitureShape =
  | 'sofa'
  | 'loveseat'
  | 'corner-sofa'
  | 'armchair'
  | 'wing-chair'
  | 'rocking-chair'
  | 'coffee-table'
  | 'round-coffee-table'
  | 'nesting-tables'
  | 'side-table'
  | 'tray-table'
  | 'tv-unit'
  | 'bed'
  | 'wooden-bed'
  | 'storage-bed'
  | 'mattress'
  | 'wardrobe'
  | 'sliding-wardrobe'
  | 'nightstand'
  | 'floating-nightstand'
  | 'dressing-table'
  | 'dining-table'
  | 'round-dining-table'
  | 'dining-chair'
  | 'spindle-chair'
  | 'sideboard'
  | 'china-cabinet'
  | 'desk'
  | 'standing-desk'
  | 'office-chair'
  | 'executive-chair'
  | 'bookshelf'
  | 'ladder-shelf'
  | 'cube-shelf'
  | 'rattan-set'
  | 'egg-chair'
  | 'folding-chair'
  | 'outdoor-table'
  | 'bistro-table'
  | 'sun-lounger'
  | 'bunk-bed'
  | 'house-bed'
  | 'kids-desk'
  | 'toy-chest'
  | 'cubby-storage'
  | 'rug'
  | 'kilim'
  | 'floor-lamp'
  | 'table-lamp'
  | 'pendant-lamp'
  | 'lantern'
  | 'round-mirror'
  | 'floor-mirror'
  | 'cushion'
  | 'wall-art'
  | 'triptych';

export interface DemoVariant {
  sku: string;
  /** The variant's value in each of the product's option groups, in their order. */
  options: Localized[];
  /** EGP, VAT included, as a shopper pays it. */
  priceWithTax: number;
  stockOnHand: number;
  /** Main colour of the generated pictures. */
  colour: string;
  /** The variant's value of the "colour" facet, for filtering. */
  colourFacet: ColourCode;
}

export interface DemoProduct {
  /**
   * Latin and the same in both languages: the page keeps its URL when the shopper switches
   * language, and Vendure's slug normalization would decompose Arabic letters (NFD).
   */
  slug: string;
  name: Localized;
  description: Localized;
  /** The sub-category (and value of the "category" facet) the product is listed under. */
  category: SubCategoryCode;
  room: RoomCode;
  material: MaterialCode;
  style: StyleCode;
  shape: FurnitureShape;
  details: DemoProductDetails;
  /** Colour and/or size; empty on a single-variant product. */
  optionGroups: Localized[];
  variants: DemoVariant[];
  /** The curated collections that pick this product. */
  curated: CuratedCode[];
}

/** The product page's details: the Product custom fields of the product-details plugin. */
export interface DemoProductDetails {
  material: Localized;
  careInstructions: Localized;
  /** One "label: value" line per feature. */
  specification: Localized;
  /**
   * EGP, VAT included: the struck-through "was" price of the cheapest variant; absent when not
   * reduced.
   */
  originalPriceWithTax?: number;
  freeShipping: boolean;
  warrantyYears: number;
  /** Working days from order to delivery in Greater Cairo. */
  deliveryDays: number;
  /** Outer size of the smallest variant. */
  widthCm: number;
  depthCm: number;
  heightCm: number;
}

const COLOUR: Localized = { ar: 'اللون', en: 'Colour' };
const SIZE: Localized = { ar: 'المقاس', en: 'Size' };

const FEATURED_PRODUCTS: readonly DemoProduct[] = [
  {
    slug: 'nile-three-seater-sofa',
    name: { ar: 'كنبة النيل ثلاثية المقاعد', en: 'Nile three-seater sofa' },
    description: {
      ar: 'أريكة عميقة من 3 مقاعد بهيكل من خشب الزان الطبيعي، ووسائد من إسفنج عالي المرونة، وكسوة من قماش الكتان المخلوط قابلة للفك والغسيل. المقاس 220 × 92 × 85 سم.',
      en: 'A deep three-seater sofa with a solid beech frame, high-resilience foam cushions and a removable, washable linen-blend cover. 220 × 92 × 85 cm.',
    },
    room: 'living-room',
    material: 'fabric',
    style: 'modern',
    shape: 'sofa',
    category: 'sofas',
    curated: [],
    details: {
      material: {
        ar: 'قماش كتان مخلوط على هيكل من خشب الزان',
        en: 'Linen-blend fabric on a beech frame',
      },
      careInstructions: {
        ar: 'انفض الوسائد مرة في الأسبوع لتحافظ على شكلها. اغسل الكسوة في الغسالة على 30 درجة وجففها في الهواء. امسح أي بقعة فورًا بقطعة قماش مبللة دون فرك.',
        en: 'Plump the cushions once a week to keep their shape. Machine-wash the cover at 30 °C and dry it in the air. Blot any spill at once with a damp cloth; do not rub.',
      },
      specification: {
        ar: 'الهيكل: خشب زان طبيعي\nالوسائد: إسفنج عالي المرونة كثافة 35\nالكسوة: 55% كتان و45% قطن، قابلة للفك\nأقصى حمولة: 300 كجم',
        en: 'Frame: solid beech\nCushions: high-resilience foam, density 35\nCover: 55% linen, 45% cotton, removable\nMaximum load: 300 kg',
      },
      originalPriceWithTax: 32_000,
      freeShipping: true,
      warrantyYears: 5,
      deliveryDays: 7,
      widthCm: 220,
      depthCm: 92,
      heightCm: 85,
    },
    optionGroups: [COLOUR],
    variants: [
      {
        sku: 'DAR-NILE-SOFA-SAND',
        options: [{ ar: 'بيج رملي', en: 'Sand beige' }],
        priceWithTax: 28_500,
        stockOnHand: 12,
        colour: '#d8c3a5',
        colourFacet: 'beige',
      },
      {
        sku: 'DAR-NILE-SOFA-CHARCOAL',
        options: [{ ar: 'رمادي فحمي', en: 'Charcoal grey' }],
        priceWithTax: 28_500,
        stockOnHand: 8,
        colour: '#55585c',
        colourFacet: 'grey',
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
    style: 'mid-century',
    shape: 'armchair',
    category: 'armchairs',
    curated: ['small-spaces'],
    details: {
      material: { ar: 'قطيفة بوليستر وأرجل من خشب الزان', en: 'Polyester velvet with beech legs' },
      careInstructions: {
        ar: 'نظف القطيفة بالمكنسة الكهربائية بفرشاة ناعمة في اتجاه الوبر. أبعد الفوتيه عن الشمس المباشرة حتى لا يبهت اللون.',
        en: 'Vacuum the velvet with a soft brush along the pile. Keep the armchair out of direct sunlight so the colour does not fade.',
      },
      specification: {
        ar: 'الهيكل: خشب أبلكاش مقوى\nالمقعد: إسفنج كثافة 32 فوق سوست\nالأرجل: خشب زان طبيعي\nأقصى حمولة: 120 كجم',
        en: 'Frame: reinforced plywood\nSeat: density-32 foam over springs\nLegs: solid beech\nMaximum load: 120 kg',
      },
      freeShipping: false,
      warrantyYears: 2,
      deliveryDays: 5,
      widthCm: 78,
      depthCm: 80,
      heightCm: 82,
    },
    optionGroups: [COLOUR],
    variants: [
      {
        sku: 'DAR-ZAMALEK-ARMCHAIR-OLIVE',
        options: [{ ar: 'أخضر زيتوني', en: 'Olive green' }],
        priceWithTax: 9_690,
        stockOnHand: 10,
        colour: '#6b7345',
        colourFacet: 'green',
      },
      {
        sku: 'DAR-ZAMALEK-ARMCHAIR-MUSTARD',
        options: [{ ar: 'خردلي', en: 'Mustard' }],
        priceWithTax: 9_690,
        stockOnHand: 6,
        colour: '#c9972b',
        colourFacet: 'yellow',
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
    style: 'scandinavian',
    shape: 'coffee-table',
    category: 'coffee-tables',
    curated: [],
    details: {
      material: { ar: 'خشب بلوط طبيعي بتشطيب زيتي', en: 'Solid oak with an oil finish' },
      careInstructions: {
        ar: 'امسحها بقطعة قماش جافة أو مبللة قليلًا. استخدم قواعد للأكواب الساخنة. أعد دهانها بزيت الخشب كل ستة أشهر.',
        en: 'Wipe with a dry or slightly damp cloth. Use coasters under hot cups. Re-oil the top every six months.',
      },
      specification: {
        ar: 'السطح: بلوط طبيعي سمك 3 سم\nالرف السفلي: بلوط طبيعي\nالتشطيب: زيت طبيعي\nأقصى حمولة: 40 كجم',
        en: 'Top: 3 cm solid oak\nLower shelf: solid oak\nFinish: natural oil\nMaximum load: 40 kg',
      },
      originalPriceWithTax: 6_500,
      freeShipping: false,
      warrantyYears: 3,
      deliveryDays: 4,
      widthCm: 120,
      depthCm: 60,
      heightCm: 40,
    },
    optionGroups: [],
    variants: [
      {
        sku: 'DAR-SIWA-COFFEE-TABLE',
        options: [],
        priceWithTax: 5_700,
        stockOnHand: 15,
        colour: '#b88a5a',
        colourFacet: 'natural-wood',
      },
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
    style: 'classic',
    shape: 'dining-table',
    category: 'dining-tables',
    curated: ['ramadan-picks', 'newlyweds'],
    details: {
      material: { ar: 'قشرة خشب جوز على قاعدة من خشب الزان', en: 'Walnut veneer on a beech base' },
      careInstructions: {
        ar: 'امسح السطح بقطعة قماش ناعمة مبللة ثم جففه. لا تضع أواني ساخنة مباشرة على الخشب، واستخدم مفرش أو قواعد.',
        en: 'Wipe the top with a soft damp cloth, then dry it. Never put hot dishes straight on the wood; use a runner or mats.',
      },
      specification: {
        ar: 'السطح: MDF بقشرة جوز طبيعي\nالقاعدة: خشب زان طبيعي\nالارتفاع: 76 سم\nالمقاسات: 6 أفراد 180 × 90 سم، 8 أفراد 220 × 100 سم',
        en: 'Top: MDF with natural walnut veneer\nBase: solid beech\nHeight: 76 cm\nSizes: six seats 180 × 90 cm, eight seats 220 × 100 cm',
      },
      freeShipping: true,
      warrantyYears: 5,
      deliveryDays: 10,
      widthCm: 180,
      depthCm: 90,
      heightCm: 76,
    },
    optionGroups: [SIZE],
    variants: [
      {
        sku: 'DAR-MAADI-DINING-6',
        options: [{ ar: '6 أفراد', en: '6 seats' }],
        priceWithTax: 23_940,
        stockOnHand: 5,
        colour: '#7a5236',
        colourFacet: 'walnut',
      },
      {
        sku: 'DAR-MAADI-DINING-8',
        options: [{ ar: '8 أفراد', en: '8 seats' }],
        priceWithTax: 31_350,
        stockOnHand: 3,
        colour: '#7a5236',
        colourFacet: 'walnut',
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
    style: 'modern',
    shape: 'bed',
    category: 'beds',
    curated: ['newlyweds'],
    details: {
      material: {
        ar: 'قماش تنجيد على هيكل من خشب الزان',
        en: 'Upholstery fabric on a beech frame',
      },
      careInstructions: {
        ar: 'نظف الظهر المنجد بالمكنسة الكهربائية مرة في الأسبوع. عالج البقع بقطعة قماش مبللة بماء وصابون خفيف.',
        en: 'Vacuum the padded headboard once a week. Treat stains with a cloth dampened with water and mild soap.',
      },
      specification: {
        ar: 'الظهر: منجد ومبطن بإسفنج\nالقاعدة: 28 شريحة من خشب الزان\nالمرتبة: غير مشمولة\nالمقاسات: 160 × 200 سم و180 × 200 سم',
        en: 'Headboard: padded and upholstered\nBase: 28 beech slats\nMattress: not included\nSizes: 160 × 200 cm and 180 × 200 cm',
      },
      originalPriceWithTax: 22_500,
      freeShipping: true,
      warrantyYears: 5,
      deliveryDays: 10,
      widthCm: 170,
      depthCm: 215,
      heightCm: 120,
    },
    optionGroups: [SIZE],
    variants: [
      {
        sku: 'DAR-LUXOR-BED-160',
        options: [{ ar: '160 × 200 سم', en: '160 × 200 cm' }],
        priceWithTax: 19_950,
        stockOnHand: 7,
        colour: '#9aa5b1',
        colourFacet: 'blue-grey',
      },
      {
        sku: 'DAR-LUXOR-BED-180',
        options: [{ ar: '180 × 200 سم', en: '180 × 200 cm' }],
        priceWithTax: 22_800,
        stockOnHand: 5,
        colour: '#9aa5b1',
        colourFacet: 'blue-grey',
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
    style: 'scandinavian',
    shape: 'wardrobe',
    category: 'wardrobes',
    curated: ['newlyweds'],
    details: {
      material: {
        ar: 'خشب MDF بطبقة ميلامين ومقابض من خشب البلوط',
        en: 'Melamine-faced MDF with oak handles',
      },
      careInstructions: {
        ar: 'امسحه بقطعة قماش ناعمة مبللة قليلًا، ولا تستخدم منظفات كاشطة. اربطه بالحائط بالمثبتات المرفقة.',
        en: 'Wipe with a soft, slightly damp cloth; no abrasive cleaners. Fix it to the wall with the supplied brackets.',
      },
      specification: {
        ar: 'الضلف: 3 بمفصلات هادئة الغلق\nمن الداخل: شماعة وأربعة أرفف ودرجان\nالتركيب: يركبه فريقنا مجانًا\nأقصى حمولة للرف: 20 كجم',
        en: 'Doors: 3 with soft-close hinges\nInside: hanging rail, four shelves, two drawers\nAssembly: by our team, free\nMaximum load per shelf: 20 kg',
      },
      freeShipping: true,
      warrantyYears: 3,
      deliveryDays: 14,
      widthCm: 150,
      depthCm: 58,
      heightCm: 210,
    },
    optionGroups: [],
    variants: [
      {
        sku: 'DAR-ASWAN-WARDROBE-3',
        options: [],
        priceWithTax: 26_790,
        stockOnHand: 4,
        colour: '#ece8e1',
        colourFacet: 'white',
      },
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
    style: 'modern',
    shape: 'office-chair',
    category: 'office-chairs',
    curated: [],
    details: {
      material: {
        ar: 'ظهر شبك ومقعد قماش وقاعدة نايلون',
        en: 'Mesh back, fabric seat, nylon base',
      },
      careInstructions: {
        ar: 'نظف الشبك بالمكنسة الكهربائية أو بقطعة قماش مبللة. شد مسامير القاعدة مرة كل ستة أشهر.',
        en: 'Vacuum the mesh or wipe it with a damp cloth. Tighten the base screws every six months.',
      },
      specification: {
        ar: 'ارتفاع المقعد: من 45 إلى 55 سم\nدعامة أسفل الظهر: قابلة للضبط\nالقاعدة: نايلون بخمس عجلات\nأقصى حمولة: 120 كجم',
        en: 'Seat height: 45 to 55 cm\nLumbar support: adjustable\nBase: nylon, five castors\nMaximum load: 120 kg',
      },
      originalPriceWithTax: 7_990,
      freeShipping: false,
      warrantyYears: 2,
      deliveryDays: 3,
      widthCm: 66,
      depthCm: 64,
      heightCm: 118,
    },
    optionGroups: [COLOUR],
    variants: [
      {
        sku: 'DAR-DELTA-CHAIR-BLACK',
        options: [{ ar: 'أسود', en: 'Black' }],
        priceWithTax: 6_840,
        stockOnHand: 20,
        colour: '#2f3133',
        colourFacet: 'black',
      },
      {
        sku: 'DAR-DELTA-CHAIR-GREY',
        options: [{ ar: 'رمادي', en: 'Grey' }],
        priceWithTax: 6_840,
        stockOnHand: 14,
        colour: '#8d9196',
        colourFacet: 'grey',
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
    style: 'classic',
    shape: 'bookshelf',
    category: 'bookcases',
    curated: [],
    details: {
      material: { ar: 'خشب صنوبر طبيعي بصبغة جوز', en: 'Solid pine with a walnut stain' },
      careInstructions: {
        ar: 'انفض الغبار بقطعة قماش جافة. وزع الكتب الثقيلة على الأرفف السفلية، واربط المكتبة بالحائط.',
        en: 'Dust with a dry cloth. Put heavy books on the lower shelves, and fix the bookcase to the wall.',
      },
      specification: {
        ar: 'الأرفف: 5 من خشب الصنوبر الطبيعي\nالتشطيب: صبغة جوز داكنة\nأقصى حمولة للرف: 25 كجم',
        en: 'Shelves: 5, solid pine\nFinish: dark walnut stain\nMaximum load per shelf: 25 kg',
      },
      freeShipping: false,
      warrantyYears: 2,
      deliveryDays: 5,
      widthCm: 90,
      depthCm: 32,
      heightCm: 190,
    },
    optionGroups: [],
    variants: [
      {
        sku: 'DAR-ALEXANDRIA-BOOKSHELF',
        options: [],
        priceWithTax: 7_980,
        stockOnHand: 9,
        colour: '#5c3d2a',
        colourFacet: 'dark-brown',
      },
    ],
  },
];

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  ...FEATURED_PRODUCTS,
  ...generateProducts(FEATURED_PRODUCTS.length),
];

/** A curated collection and the slugs of the products it picks, in catalogue order. */
export interface DemoCuratedCollection {
  slug: CuratedCode;
  name: Localized;
  description: Localized;
  productSlugs: string[];
}

export const DEMO_CURATED_COLLECTIONS: readonly DemoCuratedCollection[] = (
  Object.keys(CURATED_COLLECTIONS) as CuratedCode[]
).map((slug) => ({
  slug,
  ...CURATED_COLLECTIONS[slug],
  productSlugs: DEMO_PRODUCTS.filter((product) => product.curated.includes(slug)).map(
    (product) => product.slug,
  ),
}));

/** Name of the tax category every demo variant is in; the store setup creates it. */
export const STANDARD_TAX_CATEGORY = 'Standard';
