/** A city the shop delivers to (the `cities` query). */
export interface CityOption {
  id: string;
  name: string;
}

/** The address custom field `type`. */
export type AddressType = 'home' | 'work';

/**
 * A saved address as the shopper sees it (docs/product-spec.md §3 Address). The shop API stores one `fullName`;
 * the storefront splits it into first and last name when mapping, and joins them when saving.
 */
export interface AddressView {
  id: string;
  firstName: string;
  lastName: string;
  /** The full address: street, building, floor, apartment. */
  streetLine1: string;
  /** The city's name, as stored on the address. */
  city: string;
  /** Custom field `area`. */
  area: string;
  /** E.164, "+201012345678". */
  phoneNumber: string;
  /** Custom field `type`. */
  type: AddressType;
  /** Custom field `instructions`; optional. */
  instructions?: string | null;
  /** Custom field `verified`: the shop has confirmed the address by phone. */
  verified: boolean;
}

/** What the address form submits: an address without its id and verified flag. */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  streetLine1: string;
  /** The chosen city's name (what the address stores) and its id in the cities list. */
  city: string;
  cityId: string;
  area: string;
  /** E.164. */
  phoneNumber: string;
  type: AddressType;
  /** Empty text becomes null: the field is optional. */
  instructions: string | null;
}

/** The name as one line, in the order the shopper typed it. */
export function addressName(address: Pick<AddressView, 'firstName' | 'lastName'>): string {
  return [address.firstName, address.lastName].filter((part) => part.trim() !== '').join(' ');
}

/** The city id an address refers to, matched by name (addresses store the name only). */
export function cityIdOf(cities: readonly CityOption[], city: string | undefined): string | null {
  if (!city) return null;
  const wanted = city.trim().toLocaleLowerCase();
  return cities.find((entry) => entry.name.trim().toLocaleLowerCase() === wanted)?.id ?? null;
}

/** Trims what was typed and drops an empty optional instruction. */
export function toAddressValues(
  fields: {
    firstName: string;
    lastName: string;
    streetLine1: string;
    area: string;
    type: AddressType;
    instructions: string;
  },
  city: CityOption,
  phoneNumber: string,
): AddressFormValues {
  const instructions = fields.instructions.trim();
  return {
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    streetLine1: fields.streetLine1.trim(),
    city: city.name,
    cityId: city.id,
    area: fields.area.trim(),
    phoneNumber,
    type: fields.type,
    instructions: instructions === '' ? null : instructions,
  };
}
