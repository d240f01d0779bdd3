/** A row of the specification table: "Frame" → "kiln-dried pine and plywood". */
export interface SpecificationRow {
  label: string;
  value: string;
}

/**
 * The specification as the catalogue keeps it (one "Label: value" per line, the product's
 * `specification` custom field) as table rows. A line without a colon is a value with no label.
 * Arabic text may use the Arabic colon too.
 */
export function specificationRows(text: string | null | undefined): SpecificationRow[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const match = /^([^:：]+)[:：]\s*(.+)$/.exec(line);
      return match
        ? { label: match[1]!.trim(), value: match[2]!.trim() }
        : { label: '', value: line };
    });
}

/**
 * The most a shopper can put in the cart at once: what is in stock when the shop says so, else no
 * limit. Never below 1, so the field stays usable while an out-of-stock variant is shown.
 */
export function maxQuantity(quantityAvailable: number | undefined): number | undefined {
  return quantityAvailable === undefined ? undefined : Math.max(1, quantityAvailable);
}

/** A quantity kept within 1…max (a variant with less stock was chosen). */
export function clampQuantity(quantity: number, max: number | undefined): number {
  const whole = Number.isFinite(quantity) ? Math.round(quantity) : 1;
  return Math.max(1, max === undefined ? whole : Math.min(whole, max));
}

/**
 * A quantity as typed: a whole number in Western or Arabic-Indic digits (or Persian ones, which an
 * Arabic keyboard may give), surrounding spaces allowed; anything else is `undefined`.
 */
export function parseQuantity(text: string): number | undefined {
  const western = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
  return /^\d{1,6}$/.test(western) ? Number(western) : undefined;
}
