import type { Localized } from './vocabulary';

/**
 * How a shopper browses the shop: a two-level tree of categories (room → kind of piece), and
 * curated collections beside it. Both are Vendure collections; slugs are Latin, the same in both
 * languages, and unique across the whole shop.
 *
 * A sub-category gathers the products with its value of the `category` facet (the value's code is
 * the sub-category's slug); a category gathers the products of all its sub-categories. Tagging a
 * product with a sub-category is therefore all it takes to place it in the tree, at both levels.
 *
 * Curated collections are hand-picked lists of products, children of one parent collection
 * {@link CURATED_PARENT}: the storefront lists them with `collection(slug: "curated") { children }`
 * and tells them from categories by their parent (`parent.slug` or `breadcrumbs[1].slug`).
 */

export interface DemoSubCategory {
  slug: string;
  name: Localized;
  description: Localized;
}

export interface DemoCategory {
  slug: string;
  name: Localized;
  description: Localized;
  children: readonly DemoSubCategory[];
}

export const CATEGORY_TREE = [
  {
    slug: 'living-room',
    name: { ar: 'غرفة المعيشة', en: 'Living room' },
    description: {
      ar: 'كنب وفوتيهات وترابيزات ووحدات تلفزيون لغرفة معيشة مريحة.',
      en: 'Sofas, armchairs, tables and TV units for a comfortable living room.',
    },
    children: [
      {
        slug: 'sofas',
        name: { ar: 'كنب وركنات', en: 'Sofas and corner sofas' },
        description: {
          ar: 'كنب بمقعدين وثلاثة، وركنات، وكنب سرير لغرفة الضيوف.',
          en: 'Two- and three-seaters, corner sofas and sofa beds for the guest room.',
        },
      },
      {
        slug: 'armchairs',
        name: { ar: 'فوتيهات', en: 'Armchairs' },
        description: {
          ar: 'فوتيهات للقراءة والاسترخاء وكراسي هزازة وريكلاينر.',
          en: 'Armchairs for reading and lounging, rocking chairs and recliners.',
        },
      },
      {
        slug: 'coffee-tables',
        name: { ar: 'ترابيزات قهوة', en: 'Coffee tables' },
        description: {
          ar: 'ترابيزات قهوة من الخشب والرخام، وطقم ترابيزات متداخلة.',
          en: 'Coffee tables in wood and marble, and nesting sets.',
        },
      },
      {
        slug: 'side-tables',
        name: { ar: 'ترابيزات جانبية', en: 'Side tables' },
        description: {
          ar: 'ترابيزات صغيرة بجانب الكنبة والسرير، وصواني نحاس على حامل.',
          en: 'Small tables beside the sofa or bed, and brass tray tables.',
        },
      },
      {
        slug: 'tv-units',
        name: { ar: 'وحدات تلفزيون', en: 'TV units' },
        description: {
          ar: 'وحدات تلفزيون أرضية ومعلقة بمساحات تخزين.',
          en: 'Floor-standing and wall-mounted TV units with storage.',
        },
      },
    ],
  },
  {
    slug: 'bedroom',
    name: { ar: 'غرفة النوم', en: 'Bedroom' },
    description: {
      ar: 'سراير ومراتب ودواليب وكومودينوهات وتسريحات لغرفة نوم هادئة ومرتبة.',
      en: 'Beds, mattresses, wardrobes, nightstands and dressing tables for a calm, tidy bedroom.',
    },
    children: [
      {
        slug: 'beds',
        name: { ar: 'سراير', en: 'Beds' },
        description: {
          ar: 'سراير من الخشب الطبيعي وسراير منجدة وسراير بأدراج تخزين.',
          en: 'Solid-wood beds, upholstered beds and beds with storage drawers.',
        },
      },
      {
        slug: 'mattresses',
        name: { ar: 'مراتب', en: 'Mattresses' },
        description: {
          ar: 'مراتب طبية بسوست منفصلة في مقاسات السراير كلها.',
          en: 'Orthopaedic pocket-spring mattresses in every bed size.',
        },
      },
      {
        slug: 'wardrobes',
        name: { ar: 'دواليب', en: 'Wardrobes' },
        description: {
          ar: 'دواليب بضلف عادية وجرار، بمرايات ومن غيرها.',
          en: 'Hinged and sliding-door wardrobes, with or without mirrors.',
        },
      },
      {
        slug: 'nightstands',
        name: { ar: 'كومودينوهات', en: 'Nightstands' },
        description: {
          ar: 'كومودينوهات بأدراج وكومودينوهات معلقة على الحائط.',
          en: 'Bedside tables with drawers, and wall-hung ones.',
        },
      },
      {
        slug: 'dressing-tables',
        name: { ar: 'تسريحات', en: 'Dressing tables' },
        description: {
          ar: 'تسريحات بمرايات وأدراج للمكياج والإكسسوارات.',
          en: 'Dressing tables with mirrors and drawers for make-up and jewellery.',
        },
      },
    ],
  },
  {
    slug: 'dining-room',
    name: { ar: 'غرفة السفرة', en: 'Dining room' },
    description: {
      ar: 'ترابيزات سفرة وكراسي وبوفيهات ونيش تجمع العائلة كلها.',
      en: 'Dining tables, chairs, sideboards and china cabinets that gather the whole family.',
    },
    children: [
      {
        slug: 'dining-tables',
        name: { ar: 'ترابيزات سفرة', en: 'Dining tables' },
        description: {
          ar: 'ترابيزات سفرة مستديرة ومستطيلة، وترابيزات بوصلة للعزومات.',
          en: 'Round and rectangular dining tables, and extending ones for gatherings.',
        },
      },
      {
        slug: 'dining-chairs',
        name: { ar: 'كراسي سفرة', en: 'Dining chairs' },
        description: {
          ar: 'كراسي سفرة منجدة ومن الخشب الطبيعي، تُباع بالقطعة.',
          en: 'Upholstered and solid-wood dining chairs, sold singly.',
        },
      },
      {
        slug: 'sideboards',
        name: { ar: 'بوفيهات ونيش', en: 'Sideboards and china cabinets' },
        description: {
          ar: 'بوفيهات لأطقم الأطباق والمفارش، ونيش بواجهة زجاج للصيني والكريستال.',
          en: 'Sideboards for dinner services and linen, and glass-front cabinets for china and crystal.',
        },
      },
    ],
  },
  {
    slug: 'home-office',
    name: { ar: 'المكتب المنزلي', en: 'Home office' },
    description: {
      ar: 'مكاتب وكراسي مكاتب ومكتبات للعمل والقراءة في البيت.',
      en: 'Desks, office chairs and bookcases for working and reading at home.',
    },
    children: [
      {
        slug: 'desks',
        name: { ar: 'مكاتب', en: 'Desks' },
        description: {
          ar: 'مكاتب بأدراج ومكاتب كهربائية بارتفاع قابل للضبط.',
          en: 'Desks with drawers and electric height-adjustable desks.',
        },
      },
      {
        slug: 'office-chairs',
        name: { ar: 'كراسي مكتب', en: 'Office chairs' },
        description: {
          ar: 'كراسي مكتب مريحة لساعات الشغل الطويلة.',
          en: 'Comfortable chairs for long working hours.',
        },
      },
      {
        slug: 'bookcases',
        name: { ar: 'مكتبات وأرفف', en: 'Bookcases and shelves' },
        description: {
          ar: 'مكتبات مفتوحة وأرفف على شكل سلم ووحدات مكعبات.',
          en: 'Open bookcases, ladder shelves and cube units.',
        },
      },
    ],
  },
  {
    slug: 'outdoor',
    name: { ar: 'الحديقة والبلكونة', en: 'Garden and balcony' },
    description: {
      ar: 'أثاث خارجي يتحمل الشمس والهواء للجنينة والبلكونة وبيت المصيف.',
      en: 'Outdoor furniture that stands up to sun and wind, for the garden, the balcony and the summer house.',
    },
    children: [
      {
        slug: 'outdoor-seating',
        name: { ar: 'جلسات خارجية', en: 'Outdoor seating' },
        description: {
          ar: 'أطقم راتان ومراجيح وكراسي قابلة للطي.',
          en: 'Rattan sets, hanging chairs and folding chairs.',
        },
      },
      {
        slug: 'outdoor-tables',
        name: { ar: 'ترابيزات خارجية', en: 'Outdoor tables' },
        description: {
          ar: 'ترابيزات للحديقة والبلكونة لا تصدأ.',
          en: 'Rust-free tables for the garden and the balcony.',
        },
      },
      {
        slug: 'sun-loungers',
        name: { ar: 'شيزلونج', en: 'Sun loungers' },
        description: {
          ar: 'شيزلونج من الساج والألومنيوم لحمام السباحة والشاطئ.',
          en: 'Teak and aluminium loungers for the pool and the beach.',
        },
      },
    ],
  },
  {
    slug: 'kids-room',
    name: { ar: 'غرفة الأطفال', en: "Kids' room" },
    description: {
      ar: 'سراير ومكاتب وتخزين للألعاب بدهانات آمنة للأطفال.',
      en: 'Beds, desks and toy storage finished with child-safe paints.',
    },
    children: [
      {
        slug: 'kids-beds',
        name: { ar: 'سراير أطفال', en: "Kids' beds" },
        description: {
          ar: 'سراير بدورين وسراير منخفضة على شكل بيت.',
          en: 'Bunk beds and low house-frame beds.',
        },
      },
      {
        slug: 'kids-desks',
        name: { ar: 'مكاتب أطفال', en: "Kids' desks" },
        description: {
          ar: 'مكاتب صغيرة بكراسي على مقاس الأطفال للرسم والمذاكرة.',
          en: 'Small desks with child-sized chairs for drawing and homework.',
        },
      },
      {
        slug: 'toy-storage',
        name: { ar: 'تخزين الألعاب', en: 'Toy storage' },
        description: {
          ar: 'صناديق ألعاب ووحدات تخزين منخفضة يرتبها الطفل بنفسه.',
          en: 'Toy chests and low storage units children can tidy themselves.',
        },
      },
    ],
  },
  {
    slug: 'decor',
    name: { ar: 'الديكور', en: 'Decor' },
    description: {
      ar: 'سجاد وإضاءة ومرايات ووسائد ولوحات تكمل شكل البيت.',
      en: 'Rugs, lighting, mirrors, cushions and wall art to finish a home.',
    },
    children: [
      {
        slug: 'rugs',
        name: { ar: 'سجاد وكليم', en: 'Rugs and kilims' },
        description: {
          ar: 'سجاد صوف منسوج يدويًا وكليم قطن يُغسل في الغسالة.',
          en: 'Hand-woven wool rugs and machine-washable cotton kilims.',
        },
      },
      {
        slug: 'lighting',
        name: { ar: 'إضاءة', en: 'Lighting' },
        description: {
          ar: 'أباجورات ونجف وفوانيس نحاس.',
          en: 'Floor and table lamps, pendants and brass lanterns.',
        },
      },
      {
        slug: 'mirrors',
        name: { ar: 'مرايات', en: 'Mirrors' },
        description: {
          ar: 'مرايات حائط مستديرة ومرايات أرضية بطول كامل.',
          en: 'Round wall mirrors and full-length floor mirrors.',
        },
      },
      {
        slug: 'cushions',
        name: { ar: 'وسائد', en: 'Cushions' },
        description: {
          ar: 'وسائد ديكور من القطيفة والكليم.',
          en: 'Decorative cushions in velvet and kilim.',
        },
      },
      {
        slug: 'wall-art',
        name: { ar: 'لوحات حائط', en: 'Wall art' },
        description: {
          ar: 'لوحات على كانفاس وأطقم لوحات في براويز.',
          en: 'Canvas prints and framed sets.',
        },
      },
    ],
  },
] as const satisfies readonly DemoCategory[];

export type CategoryCode = (typeof CATEGORY_TREE)[number]['slug'];
export type SubCategoryCode = (typeof CATEGORY_TREE)[number]['children'][number]['slug'];

/** Every sub-category with its category, in menu order. */
export const SUB_CATEGORIES: ReadonlyArray<DemoSubCategory & { category: CategoryCode }> =
  CATEGORY_TREE.flatMap((category) =>
    category.children.map((child) => ({ ...child, category: category.slug })),
  );

/** The parent of the curated collections; not a category. */
export const CURATED_PARENT = {
  slug: 'curated',
  name: { ar: 'مختارات دار', en: 'Dar picks' },
  description: {
    ar: 'مجموعات نختارها لكم حسب المناسبة والمساحة والموسم.',
    en: 'Collections we put together for an occasion, a space or a season.',
  },
} as const satisfies Omit<DemoSubCategory, 'slug'> & { slug: string };

export const CURATED_COLLECTIONS = {
  'new-season': {
    name: { ar: 'الموسم الجديد', en: 'New season' },
    description: {
      ar: 'أحدث مجموعاتنا: الجونة والساحل، بألوان البحر وخامات تتحمل الصيف.',
      en: 'Our newest ranges, El Gouna and Sahel: sea colours and materials made for summer.',
    },
  },
  'ramadan-picks': {
    name: { ar: 'مختارات رمضان', en: 'Ramadan picks' },
    description: {
      ar: 'سفرة تكفي العزومات، وفوانيس وإضاءة دافئة، وجلسة مريحة بعد الفطار.',
      en: 'Tables big enough for iftar guests, lanterns and warm light, and a comfortable seat after the meal.',
    },
  },
  'small-spaces': {
    name: { ar: 'للمساحات الصغيرة', en: 'Small spaces' },
    description: {
      ar: 'قطع مدمجة ومعلقة وقابلة للطي تناسب الشقق والغرف الصغيرة.',
      en: 'Compact, wall-hung and folding pieces for small flats and rooms.',
    },
  },
  newlyweds: {
    name: { ar: 'تجهيز العرايس', en: 'Newlyweds' },
    description: {
      ar: 'كل ما يحتاجه البيت الجديد: غرفة نوم وسفرة ونيش وإضاءة.',
      en: 'Everything a new home needs: bedroom, dining room, china cabinet and lighting.',
    },
  },
} as const satisfies Record<string, Omit<DemoSubCategory, 'slug'>>;
export type CuratedCode = keyof typeof CURATED_COLLECTIONS;
