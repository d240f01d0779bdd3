import type {
  GetImageTransformParametersArgs,
  ImageTransformParameters,
  ImageTransformStrategy,
} from '@vendure/asset-server-plugin';

/**
 * The square sizes a picture is made at when asked by number (`?w=&h=`, which Vendure's Admin UI
 * uses for its previews). Any other number is rounded up to the next of these, and past the
 * largest made at the largest.
 */
export const NUMERIC_SIZES = [50, 100, 150, 200, 300, 400, 600, 800, 1200, 1600] as const;

/**
 * Keeps the asset server to a bounded set of sizes. Vendure's default strategy makes and caches a
 * new file for every `w`, `h`, `q`, `fpx` and `fpy` asked for, so anyone could fill the disk and
 * the two cores with made-up sizes. Here:
 * - a named preset is made as the preset says (what the storefront asks for);
 * - numbers make a square of the next size in {@link NUMERIC_SIZES}, cropped or resized;
 * - quality and focal point are ignored (neither the storefront nor the admin's previews need
 *   them), and the format is one of Vendure's own five;
 * - nothing else is a transform: the original is served as it is.
 * So a picture has at most (presets + 2 × sizes) × formats variants.
 */
export class BoundedSizesStrategy implements ImageTransformStrategy {
  constructor(private readonly sizes: readonly number[] = NUMERIC_SIZES) {}

  getImageTransformParameters({
    input,
    availablePresets,
  }: GetImageTransformParametersArgs): ImageTransformParameters {
    const base: ImageTransformParameters = {
      width: undefined,
      height: undefined,
      mode: undefined,
      quality: undefined,
      format: input.format,
      fpx: undefined,
      fpy: undefined,
      preset: undefined,
    };
    const preset = availablePresets.find((entry) => entry.name === input.preset);
    if (preset) {
      return {
        ...base,
        preset: preset.name,
        width: preset.width,
        height: preset.height,
        mode: preset.mode,
      };
    }
    const asked = Math.max(input.width ?? 0, input.height ?? 0);
    if (asked <= 0) return base;
    const size = this.sizes.find((entry) => entry >= asked) ?? this.sizes[this.sizes.length - 1];
    return {
      ...base,
      width: size,
      height: size,
      mode: input.mode === 'resize' ? 'resize' : 'crop',
    };
  }
}
