/**
 * The words the demo catalogue is written with: facet values (room, material, style, colour), the
 * colours a piece comes in, and care texts shared by every piece of one material. Codes are Latin
 * and stable (filters, URLs, SKUs use them); names are what a shopper reads, in both languages.
 */

export interface Localized {
  ar: string;
  en: string;
}

export const FACET_NAMES = {
  room: { ar: 'الغرفة', en: 'Room' },
  material: { ar: 'الخامة', en: 'Material' },
  style: { ar: 'الطراز', en: 'Style' },
  colour: { ar: 'اللون', en: 'Colour' },
  category: { ar: 'القسم', en: 'Category' },
} as const satisfies Record<string, Localized>;
export type FacetCode = keyof typeof FACET_NAMES;

/** Facet "room": where a piece goes, whatever its category (a lamp can be for the bedroom). */
export const ROOMS = {
  'living-room': { ar: 'غرفة المعيشة', en: 'Living room' },
  bedroom: { ar: 'غرفة النوم', en: 'Bedroom' },
  'dining-room': { ar: 'غرفة السفرة', en: 'Dining room' },
  'home-office': { ar: 'المكتب المنزلي', en: 'Home office' },
  'kids-room': { ar: 'غرفة الأطفال', en: "Kids' room" },
  outdoor: { ar: 'الحديقة والبلكونة', en: 'Garden and balcony' },
} as const satisfies Record<string, Localized>;
export type RoomCode = keyof typeof ROOMS;

export const MATERIALS = {
  fabric: { ar: 'قماش', en: 'Fabric' },
  velvet: { ar: 'قطيفة', en: 'Velvet' },
  leather: { ar: 'جلد', en: 'Leather' },
  'solid-wood': { ar: 'خشب طبيعي', en: 'Solid wood' },
  'engineered-wood': { ar: 'خشب مصنع', en: 'Engineered wood' },
  mesh: { ar: 'شبك', en: 'Mesh' },
  metal: { ar: 'معدن', en: 'Metal' },
  marble: { ar: 'رخام', en: 'Marble' },
  rattan: { ar: 'راتان وخوص', en: 'Rattan and wicker' },
  wool: { ar: 'صوف', en: 'Wool' },
  cotton: { ar: 'قطن', en: 'Cotton' },
  glass: { ar: 'زجاج ومرايا', en: 'Glass and mirror' },
  foam: { ar: 'إسفنج وسوست', en: 'Foam and springs' },
} as const satisfies Record<string, Localized>;
export type MaterialCode = keyof typeof MATERIALS;

export const STYLES = {
  modern: { ar: 'مودرن', en: 'Modern' },
  classic: { ar: 'كلاسيك', en: 'Classic' },
  'mid-century': { ar: 'منتصف القرن', en: 'Mid-century' },
  scandinavian: { ar: 'إسكندنافي', en: 'Scandinavian' },
  oriental: { ar: 'شرقي', en: 'Oriental' },
  bohemian: { ar: 'بوهيمي', en: 'Bohemian' },
} as const satisfies Record<string, Localized>;
export type StyleCode = keyof typeof STYLES;

/** Facet "colour", on variants: the colour a shopper filters by, broader than the option name. */
export const COLOURS = {
  beige: { ar: 'بيج', en: 'Beige' },
  grey: { ar: 'رمادي', en: 'Grey' },
  green: { ar: 'أخضر', en: 'Green' },
  yellow: { ar: 'أصفر', en: 'Yellow' },
  'natural-wood': { ar: 'خشبي فاتح', en: 'Natural wood' },
  walnut: { ar: 'جوزي', en: 'Walnut' },
  'blue-grey': { ar: 'رمادي مزرق', en: 'Blue grey' },
  white: { ar: 'أبيض', en: 'White' },
  black: { ar: 'أسود', en: 'Black' },
  'dark-brown': { ar: 'بني غامق', en: 'Dark brown' },
  blue: { ar: 'أزرق', en: 'Blue' },
  terracotta: { ar: 'طوبي', en: 'Terracotta' },
  pink: { ar: 'وردي', en: 'Pink' },
  brown: { ar: 'بني', en: 'Brown' },
  gold: { ar: 'ذهبي', en: 'Gold' },
} as const satisfies Record<string, Localized>;
export type ColourCode = keyof typeof COLOURS;

export interface Swatch extends Localized {
  /** The colour of the generated pictures. */
  hex: string;
  facet: ColourCode;
  /** Last part of a variant's SKU. */
  sku: string;
}

/** The colours pieces come in: a variant's option value, picture colour and colour facet. */
export const SWATCHES = {
  sand: { ar: 'بيج رملي', en: 'Sand beige', hex: '#d8c3a5', facet: 'beige', sku: 'SAND' },
  rattan: {
    ar: 'راتان طبيعي',
    en: 'Natural rattan',
    hex: '#c9a46c',
    facet: 'beige',
    sku: 'RATTAN',
  },
  charcoal: {
    ar: 'رمادي فحمي',
    en: 'Charcoal grey',
    hex: '#55585c',
    facet: 'grey',
    sku: 'CHARCOAL',
  },
  'light-grey': {
    ar: 'رمادي فاتح',
    en: 'Light grey',
    hex: '#b4b6b8',
    facet: 'grey',
    sku: 'LIGHTGREY',
  },
  olive: { ar: 'أخضر زيتوني', en: 'Olive green', hex: '#6b7345', facet: 'green', sku: 'OLIVE' },
  emerald: {
    ar: 'أخضر زمردي',
    en: 'Emerald green',
    hex: '#2e6b4f',
    facet: 'green',
    sku: 'EMERALD',
  },
  mint: { ar: 'أخضر نعناعي', en: 'Mint green', hex: '#a8d5c2', facet: 'green', sku: 'MINT' },
  mustard: { ar: 'خردلي', en: 'Mustard', hex: '#c9972b', facet: 'yellow', sku: 'MUSTARD' },
  navy: { ar: 'كحلي', en: 'Navy blue', hex: '#2c3e5c', facet: 'blue', sku: 'NAVY' },
  petrol: { ar: 'أزرق بترولي', en: 'Petrol blue', hex: '#2f5d66', facet: 'blue', sku: 'PETROL' },
  'sky-blue': { ar: 'لبني', en: 'Sky blue', hex: '#8fb8d8', facet: 'blue', sku: 'SKY' },
  'blue-grey': {
    ar: 'رمادي مزرق',
    en: 'Blue grey',
    hex: '#9aa5b1',
    facet: 'blue-grey',
    sku: 'BLUEGREY',
  },
  terracotta: {
    ar: 'طوبي',
    en: 'Terracotta',
    hex: '#b5603f',
    facet: 'terracotta',
    sku: 'TERRACOTTA',
  },
  blush: { ar: 'وردي فاتح', en: 'Blush pink', hex: '#e3b7b0', facet: 'pink', sku: 'BLUSH' },
  cognac: { ar: 'عسلي', en: 'Cognac', hex: '#9a5b2e', facet: 'brown', sku: 'COGNAC' },
  white: { ar: 'أبيض', en: 'White', hex: '#f2f1ee', facet: 'white', sku: 'WHITE' },
  black: { ar: 'أسود', en: 'Black', hex: '#2f3133', facet: 'black', sku: 'BLACK' },
  oak: { ar: 'بلوط طبيعي', en: 'Natural oak', hex: '#b88a5a', facet: 'natural-wood', sku: 'OAK' },
  beech: {
    ar: 'زان طبيعي',
    en: 'Natural beech',
    hex: '#d2a86e',
    facet: 'natural-wood',
    sku: 'BEECH',
  },
  teak: { ar: 'ساج طبيعي', en: 'Natural teak', hex: '#a0703f', facet: 'natural-wood', sku: 'TEAK' },
  walnut: { ar: 'جوزي', en: 'Walnut', hex: '#7a5236', facet: 'walnut', sku: 'WALNUT' },
  wenge: { ar: 'بني غامق', en: 'Dark brown', hex: '#5c3d2a', facet: 'dark-brown', sku: 'WENGE' },
  gold: { ar: 'ذهبي', en: 'Gold', hex: '#c8a24a', facet: 'gold', sku: 'GOLD' },
} as const satisfies Record<string, Swatch>;
export type SwatchCode = keyof typeof SWATCHES;

/** Care instructions shared by the pieces of one material. */
export const CARE = {
  fabric: {
    ar: 'نظف القماش بالمكنسة الكهربائية مرة في الأسبوع. امسح البقع فورًا بقطعة قماش مبللة بماء وصابون خفيف دون فرك، ولا تستخدم الكلور.',
    en: 'Vacuum the fabric once a week. Blot spills at once with a cloth dampened with water and mild soap, without rubbing; never use bleach.',
  },
  velvet: {
    ar: 'نظف القطيفة بفرشاة ناعمة أو بالمكنسة الكهربائية في اتجاه الوبر. أبعدها عن الشمس المباشرة حتى لا يبهت اللون، وامسح البقع بقطعة قماش مبللة قليلًا.',
    en: 'Brush the velvet or vacuum it along the pile. Keep it out of direct sunlight so the colour does not fade, and blot spills with a barely damp cloth.',
  },
  leather: {
    ar: 'امسح الجلد بقطعة قماش ناعمة وجافة، وغذِّه بمرطب خاص بالجلد كل ثلاثة أشهر. أبعده عن الشمس والدفايات حتى لا يتشقق.',
    en: 'Wipe the leather with a soft dry cloth and feed it with leather conditioner every three months. Keep it away from sun and heaters so it does not crack.',
  },
  'solid-wood': {
    ar: 'امسح الخشب بقطعة قماش جافة أو مبللة قليلًا. استخدم قواعد تحت الأكواب الساخنة، وأعد دهانه بزيت الخشب مرة في السنة.',
    en: 'Wipe the wood with a dry or slightly damp cloth. Put coasters under hot cups, and re-oil the wood once a year.',
  },
  'engineered-wood': {
    ar: 'امسح السطح بقطعة قماش ناعمة مبللة قليلًا ثم جففه. لا تستخدم منظفات كاشطة، ولا تترك الماء على الحواف.',
    en: 'Wipe with a soft, slightly damp cloth, then dry. No abrasive cleaners, and never leave water standing on the edges.',
  },
  marble: {
    ar: 'امسح الرخام بماء فاتر وصابون متعادل وجففه فورًا. امسح الليمون والخل والقهوة بسرعة لأنها تترك أثرًا على الحجر.',
    en: 'Clean the marble with lukewarm water and a neutral soap, then dry it at once. Wipe up lemon, vinegar and coffee quickly: they mark the stone.',
  },
  metal: {
    ar: 'امسح المعدن بقطعة قماش ناعمة وجافة. لمّع النحاس بملمع نحاس كل بضعة أشهر، ولا تستخدم سلك المواعين.',
    en: 'Wipe the metal with a soft dry cloth. Polish brass with brass polish every few months; never use a scouring pad.',
  },
  mesh: {
    ar: 'نظف الشبك بالمكنسة الكهربائية أو بقطعة قماش مبللة. شد مسامير القاعدة مرة كل ستة أشهر.',
    en: 'Vacuum the mesh or wipe it with a damp cloth. Tighten the base screws every six months.',
  },
  'outdoor-rattan': {
    ar: 'اغسل الراتان بالماء والصابون وفرشاة ناعمة، وأدخل المراتب أو غطِّها وقت المطر. غطِّ الطقم في الشتاء ليعيش أطول.',
    en: 'Wash the rattan with soapy water and a soft brush, and bring the cushions in or cover them when it rains. Cover the set in winter to make it last.',
  },
  'outdoor-wood': {
    ar: 'اغسل الخشب بالماء والصابون مرتين في السنة، وادهنه بزيت الخشب الخارجي قبل الصيف. إذا لم يُدهن يتحول لونه مع الشمس إلى رمادي فضي.',
    en: 'Wash the wood with soapy water twice a year and treat it with outdoor wood oil before summer. Left untreated, it weathers to a silver grey in the sun.',
  },
  'outdoor-metal': {
    ar: 'اشطف المعدن بالماء بعد أيام الهواء المحمل بالملح ثم جففه. غطِّه أو خزنه في الشتاء.',
    en: 'Rinse the metal with fresh water after salty, windy days, then dry it. Cover or store it in winter.',
  },
  mattress: {
    ar: 'اقلب المرتبة ولفها كل ثلاثة أشهر حتى تنضغط بالتساوي، واستخدم واقي مرتبة. هوِّ الغرفة كل يوم.',
    en: 'Turn and rotate the mattress every three months so it wears evenly, and use a mattress protector. Air the room every day.',
  },
  'wool-rug': {
    ar: 'نظف السجادة بالمكنسة الكهربائية مرتين في الأسبوع دون الفرشاة الدوارة. امسح البقع فورًا، وأرسلها للغسيل المتخصص مرة في السنة.',
    en: 'Vacuum the rug twice a week without the rotating brush. Blot spills at once, and have it professionally cleaned once a year.',
  },
  'cotton-rug': {
    ar: 'اغسل الكليم في الغسالة على 30 درجة ببرنامج هادئ، وجففه مفرودًا في الهواء بعيدًا عن الشمس المباشرة.',
    en: 'Machine-wash the kilim at 30 °C on a gentle cycle and dry it flat in the air, out of direct sunlight.',
  },
  lamp: {
    ar: 'افصل الكهرباء قبل التنظيف. انفض الغطاء بفرشاة ناعمة وامسح القاعدة بقطعة قماش جافة، ولا تركّب لمبة أقوى من المسموح.',
    en: 'Unplug before cleaning. Dust the shade with a soft brush and wipe the base with a dry cloth; never fit a stronger bulb than stated.',
  },
  mirror: {
    ar: 'رش منظف الزجاج على قطعة قماش لا تترك وبرًا وليس على المرآة مباشرة، حتى لا يصل السائل إلى الحواف.',
    en: 'Spray glass cleaner on a lint-free cloth, not on the mirror itself, so that no liquid reaches the edges.',
  },
  cushion: {
    ar: 'افتح السوستة واغسل الكسوة مقلوبة في الغسالة على 30 درجة، ثم انفض الحشو بيدك ليرجع منفوشًا.',
    en: 'Unzip and wash the cover inside out at 30 °C, then plump the filling by hand.',
  },
  canvas: {
    ar: 'انفض الغبار بقطعة قماش ناعمة وجافة، وعلِّق اللوحة بعيدًا عن الشمس المباشرة والرطوبة.',
    en: 'Dust with a soft dry cloth, and hang away from direct sunlight and damp.',
  },
} as const satisfies Record<string, Localized>;
export type CareCode = keyof typeof CARE;
