import { normaliseArabic } from '../../arabic-search/services/arabic-text';

/**
 * How a place name typed in an address is compared with the directory: Arabic spelling variants
 * (hamza, ta marbuta, alef maqsura, tashkeel), case, spaces and punctuation do not matter, nor
 * does a leading "محافظة" or a trailing "Governorate". "بور سعيد", "بورسعيد" and "Port-Said" all
 * match their governorate.
 */
export function placeKey(text: string): string {
  const canonical = normaliseArabic(text)
    .trim()
    // After normalisation, محافظة is spelt محافظه.
    .replace(/^محافظه\s+/u, '')
    .replace(/\s+(governorate|gov\.?)$/u, '');
  return canonical.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The part of an order's shipping address that places it in Egypt. */
export interface AddressPlace {
  countryCode?: string | null;
  province?: string | null;
  city?: string | null;
}

export interface PlaceIndex<G> {
  /** Governorates by {@link placeKey} of their code, names in every language, and aliases. */
  governorates: ReadonlyMap<string, G>;
  /** Governorates by {@link placeKey} of their cities' names; absent when a name is ambiguous. */
  governoratesByCity: ReadonlyMap<string, G>;
}

/**
 * The governorate an address is in: named by `province` (code, name in either language, or a
 * known alias), else found from `city`. Undefined outside Egypt or when neither is recognised.
 */
export function governorateOf<G>(address: AddressPlace, index: PlaceIndex<G>): G | undefined {
  const country = address.countryCode?.trim().toUpperCase();
  if (country && country !== 'EG') {
    return undefined;
  }
  const province = address.province ? placeKey(address.province) : '';
  const byProvince = province ? index.governorates.get(province) : undefined;
  if (byProvince) {
    return byProvince;
  }
  const city = address.city ? placeKey(address.city) : '';
  return city ? index.governoratesByCity.get(city) : undefined;
}

/** Builds a {@link PlaceIndex}; `names` gives every spelling a governorate or city is known by. */
export function buildPlaceIndex<G, C>(
  governorates: readonly G[],
  governorateNames: (governorate: G) => readonly string[],
  cities: readonly C[],
  cityNames: (city: C) => readonly string[],
  governorateOfCity: (city: C) => G | undefined,
): PlaceIndex<G> {
  const byName = new Map<string, G>();
  for (const governorate of governorates) {
    for (const name of governorateNames(governorate)) {
      byName.set(placeKey(name), governorate);
    }
  }
  const byCity = new Map<string, G>();
  const ambiguous = new Set<string>();
  for (const city of cities) {
    const governorate = governorateOfCity(city);
    if (!governorate) {
      continue;
    }
    for (const name of cityNames(city)) {
      const key = placeKey(name);
      const known = byCity.get(key);
      if (known !== undefined && known !== governorate) {
        ambiguous.add(key);
      }
      byCity.set(key, governorate);
    }
  }
  for (const key of ambiguous) {
    byCity.delete(key);
  }
  return { governorates: byName, governoratesByCity: byCity };
}
