/**
 * Whole percent off, rounded down: a shop may say "13% OFF" for 13.75% but never "14% OFF", which
 * would promise more than the price gives. Integer arithmetic on minor units, so no float drift.
 * `null` when there is no discount worth a whole percent.
 */
export function discountPercent(amount: number, originalAmount: number): number | null {
  if (!(originalAmount > amount) || amount < 0) return null;
  const percent = Math.floor(((originalAmount - amount) * 100) / originalAmount);
  return percent >= 1 ? percent : null;
}
