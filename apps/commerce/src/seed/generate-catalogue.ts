import type { CuratedCode } from './categories';
import type { DemoProduct, DemoVariant } from './catalogue';
import { type Design, DESIGNS, LINES, type ProductLine } from './designs';
import { CARE, type Localized, SWATCHES, type SwatchCode } from './vocabulary';

/**
 * Turns every (design, line) pair of ./designs.ts into a demo product. Everything that varies
 * between products (colours offered, price, stock, discount, free shipping) is derived from the
 * product's slug and position, never from the clock or Math.random, so the catalogue is the same
 * on every machine and every run.
 *
 * `firstIndex` is the position of the first generated product in the whole catalogue: the
 * stock, discount and shipping patterns run over the catalogue's positions.
 */
export function generateProducts(firstIndex: number): DemoProduct[] {
  const products: DemoProduct[] = [];
  for (const design of DESIGNS) {
    design.lines.forEach((lineCode, lineIndex) => {
      products.push(
        generateProduct(design, LINES[lineCode], lineIndex, firstIndex + products.length),
      );
    });
  }
  return products;
}

/** Shares of the catalogue, by position: every 10th from 2, 5 and 8 is reduced (30%). */
const DISCOUNTED_POSITIONS = new Set([2, 5, 8]);
/** "Was" price above the price, percent. */
const DISCOUNT_STEPS = [10, 15, 20, 25, 30] as const;

function isSoldOut(index: number): boolean {
  return index % 23 === 5;
}
function isLowStock(index: number): boolean {
  return index % 19 === 7 && !isSoldOut(index);
}
/** One variant sold out, the others available: the product page must offer the rest. */
function hasSoldOutVariant(index: number): boolean {
  return index % 29 === 11 && !isSoldOut(index) && !isLowStock(index);
}

const COLOUR_GROUP: Localized = { ar: 'اللون', en: 'Colour' };

function generateProduct(
  design: Design,
  line: ProductLine,
  lineIndex: number,
  index: number,
): DemoProduct {
  const slug = `${line.slug}-${design.slug}`;
  const random = seededRandom(slug);

  // Each line offers its own slice of the design's colours.
  const colourCount = Math.min(design.coloursPerProduct ?? 1, design.colours.length);
  const colours: SwatchCode[] = [];
  for (let i = 0; i < colourCount; i++) {
    const swatch = design.colours[(lineIndex * colourCount + i) % design.colours.length];
    if (swatch && !colours.includes(swatch)) {
      colours.push(swatch);
    }
  }
  const optionValues = design.option?.values ?? [undefined];
  const colourVariants = colours.length > 1;

  // Up to 8% either way around the design's price, the same for every variant.
  const basePrice = design.price * (0.92 + random() * 0.16);
  const roundsDownBy10 = random() < 0.5;

  const variants: DemoVariant[] = [];
  for (const option of optionValues) {
    for (const swatchCode of colours) {
      const swatch = SWATCHES[swatchCode];
      const options: Localized[] = [];
      if (option) options.push(option.name);
      if (colourVariants) options.push({ ar: swatch.ar, en: swatch.en });
      const sku = [
        'DAR',
        line.sku,
        design.sku,
        option?.sku,
        colourVariants ? swatch.sku : undefined,
      ]
        .filter(Boolean)
        .join('-');
      variants.push({
        sku,
        options,
        priceWithTax: shopPrice(basePrice * (option?.priceFactor ?? 1), roundsDownBy10),
        stockOnHand: 0,
        colour: swatch.hex,
        colourFacet: swatch.facet,
      });
    }
  }
  variants.forEach((variant, variantIndex) => {
    variant.stockOnHand = stockLevel(index, variantIndex, random);
  });

  const cheapest = Math.min(...variants.map((variant) => variant.priceWithTax));
  const discountStep = DISCOUNT_STEPS[Math.floor(random() * DISCOUNT_STEPS.length)] ?? 20;
  const originalPriceWithTax = DISCOUNTED_POSITIONS.has(index % 10)
    ? Math.ceil((cheapest * (100 + discountStep)) / 100 / 100) * 100
    : undefined;

  const optionGroups: Localized[] = [];
  if (design.option) optionGroups.push(design.option.group);
  if (colourVariants) optionGroups.push(COLOUR_GROUP);

  const curated: CuratedCode[] = [...(design.curated ?? [])];
  if (line.newSeason) curated.push('new-season');

  const [widthCm, depthCm, heightCm] = design.size;
  return {
    slug,
    name: {
      ar: design.name.ar.replace('{line}', line.name.ar),
      en: design.name.en.replace('{line}', line.name.en),
    },
    description: {
      ar: [design.description.ar, line.sentence.ar, sizeSentence(design, 'ar')].join(' '),
      en: [design.description.en, line.sentence.en, sizeSentence(design, 'en')].join(' '),
    },
    category: design.category,
    room: design.room,
    material: design.material,
    style: design.style,
    shape: design.shape,
    details: {
      material: design.materialText,
      careInstructions: CARE[design.care],
      specification: design.specification,
      originalPriceWithTax,
      // Large pieces ship free; now and then a small one does too.
      freeShipping: cheapest >= 10_000 || index % 9 === 0,
      warrantyYears: design.warrantyYears,
      deliveryDays: design.deliveryDays,
      widthCm,
      depthCm,
      heightCm,
    },
    optionGroups,
    variants,
    curated,
  };
}

function stockLevel(index: number, variantIndex: number, random: () => number): number {
  if (isSoldOut(index)) return 0;
  if (isLowStock(index)) return 1 + (variantIndex % 2);
  if (hasSoldOutVariant(index) && variantIndex === 0) return 0;
  return 4 + Math.floor(random() * 37);
}

/**
 * A price as a shop writes it: whole tens below 1,000 EGP, otherwise whole fifties, some of them
 * ten pounds under (12,490 rather than 12,500).
 */
function shopPrice(price: number, roundsDownBy10: boolean): number {
  if (price < 1_000) return Math.round(price / 10) * 10;
  const fifties = Math.round(price / 50) * 50;
  return roundsDownBy10 ? fifties - 10 : fifties;
}

/** The closing sentence about size: the sizes on offer, or the outer dimensions. */
function sizeSentence(design: Design, language: keyof Localized): string {
  const [width, depth, height] = design.size;
  const option = design.option;
  if (option?.describesSize) {
    return `${option.group[language]}: ${joinAlternatives(
      option.values.map((value) => value.name[language]),
      language,
    )}.`;
  }
  const dimensions = {
    box: [width, depth, height],
    area: [width, depth],
    wall: [width, height],
  }[design.sizeKind ?? 'box'].join(' × ');
  const sentence = language === 'ar' ? `المقاس ${dimensions} سم.` : `${dimensions} cm.`;
  if (!option) return sentence;
  const alternatives = joinAlternatives(
    option.values.map((value) => (language === 'en' ? lowerFirst(value.name.en) : value.name.ar)),
    language,
  );
  return `${sentence} ${option.group[language]}: ${alternatives}.`;
}

/** "a أو b أو c" in Arabic, "a, b or c" in English. */
function joinAlternatives(values: readonly string[], language: keyof Localized): string {
  if (language === 'ar') return values.join(' أو ');
  if (values.length < 2) return values.join('');
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A deterministic pseudo-random sequence in [0, 1) seeded by a text (FNV-1a, then mulberry32). */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    state ^= seed.charCodeAt(i);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
