import { Injectable } from '@nestjs/common';
import {
  type ID,
  LanguageCode,
  type RequestContext,
  TransactionalConnection,
  type Translation,
} from '@vendure/core';
import { City } from '../entities/city.entity';
import { Governorate } from '../entities/governorate.entity';
import {
  type AddressPlace,
  buildPlaceIndex,
  governorateOf,
  type PlaceIndex,
  placeKey,
} from './address-matching';
import { type DeliveryRegion, GOVERNORATES } from './governorates.data';

/** A governorate as the APIs show it, in one language. */
export interface GovernorateView {
  id: ID;
  code: string;
  name: string;
  deliveryRegion: DeliveryRegion;
  cities: CityView[];
}

/** A city as the APIs show it, in one language. */
export interface CityView {
  id: ID;
  name: string;
  governorate: GovernorateView;
}

/** A governorate as stored, with its names in every language. */
export interface GovernorateRecord {
  id: ID;
  code: string;
  deliveryRegion: DeliveryRegion;
  names: ReadonlyMap<LanguageCode, string>;
  cities: CityRecord[];
}

export interface CityRecord {
  id: ID;
  names: ReadonlyMap<LanguageCode, string>;
  governorate: GovernorateRecord;
}

interface Directory {
  governorates: GovernorateRecord[];
  index: PlaceIndex<GovernorateRecord>;
  /** Cities by `${governorate id}:${placeKey(name)}`, for every name of each. */
  cities: ReadonlyMap<string, CityRecord>;
}

/**
 * Egypt's governorates and cities, read once from the database and kept in memory: about 250
 * rows that no API changes, read on every address form and shipping price calculation.
 */
@Injectable()
export class EgyptDirectoryService {
  private directory: Promise<Directory> | undefined;

  constructor(private readonly connection: TransactionalConnection) {}

  /** Every governorate, sorted by name in the request's language, each with its cities sorted. */
  async governorates(ctx: RequestContext): Promise<GovernorateView[]> {
    const { governorates } = await this.load();
    const languageCode = ctx.languageCode;
    const collator = new Intl.Collator(languageCode);
    return governorates
      .map((governorate) => {
        const view: GovernorateView = {
          id: governorate.id,
          code: governorate.code,
          name: nameIn(governorate.names, languageCode),
          deliveryRegion: governorate.deliveryRegion,
          cities: [],
        };
        view.cities = governorate.cities
          .map((city) => ({
            id: city.id,
            name: nameIn(city.names, languageCode),
            governorate: view,
          }))
          .sort((a, b) => collator.compare(a.name, b.name));
        return view;
      })
      .sort((a, b) => collator.compare(a.name, b.name));
  }

  /**
   * Every city, sorted by name in the request's language (then by governorate, for the few
   * names that two governorates share); only those of one governorate when its code is given.
   */
  async cities(ctx: RequestContext, governorateCode?: string | null): Promise<CityView[]> {
    const collator = new Intl.Collator(ctx.languageCode);
    const code = governorateCode?.trim().toUpperCase();
    return (await this.governorates(ctx))
      .filter((governorate) => !code || governorate.code === code)
      .flatMap((governorate) => governorate.cities)
      .sort(
        (a, b) =>
          collator.compare(a.name, b.name) ||
          collator.compare(a.governorate.name, b.governorate.name),
      );
  }

  /** The governorate a shipping address is in, or undefined when it cannot be told. */
  async governorateOf(address: AddressPlace): Promise<GovernorateRecord | undefined> {
    const { index } = await this.load();
    return governorateOf(address, index);
  }

  /**
   * The governorate of a shipping address and, when its `city` names one of that governorate's
   * cities (in any language or spelling), the city.
   */
  async placeOf(
    address: AddressPlace,
  ): Promise<{ governorate: GovernorateRecord; city?: CityRecord } | undefined> {
    const { index, cities } = await this.load();
    const governorate = governorateOf(address, index);
    if (!governorate) return undefined;
    const key = address.city ? placeKey(address.city) : '';
    return { governorate, city: key ? cities.get(`${governorate.id}:${key}`) : undefined };
  }

  /**
   * The delivery price staff set for a city, read now (not kept in memory: another server
   * process may have changed it); null when it has none.
   */
  async cityDeliveryPrice(ctx: RequestContext, cityId: ID): Promise<number | null> {
    const city = await this.connection
      .getRepository(ctx, City)
      .findOne({ where: { id: cityId }, select: { id: true, deliveryPrice: true } });
    return city?.deliveryPrice ?? null;
  }

  async count(): Promise<number> {
    return this.connection.rawConnection.getRepository(Governorate).count();
  }

  /** Forget the loaded directory, after the seed changed it. */
  reset(): void {
    this.directory = undefined;
  }

  private load(): Promise<Directory> {
    if (!this.directory) {
      const loading = this.read();
      this.directory = loading;
      // An empty result (a database not seeded yet) or a failure is not kept: read again next time.
      loading.then(
        (directory) => {
          if (!directory.governorates.length && this.directory === loading) {
            this.directory = undefined;
          }
        },
        () => {
          if (this.directory === loading) {
            this.directory = undefined;
          }
        },
      );
    }
    return this.directory;
  }

  private async read(): Promise<Directory> {
    const connection = this.connection.rawConnection;
    const [governorateRows, cityRows] = await Promise.all([
      connection.getRepository(Governorate).find(),
      connection.getRepository(City).find(),
    ]);
    const governorates = new Map<string, GovernorateRecord>();
    for (const row of governorateRows) {
      governorates.set(String(row.id), {
        id: row.id,
        code: row.code,
        deliveryRegion: row.deliveryRegion,
        names: namesOf(row.translations),
        cities: [],
      });
    }
    const cities: CityRecord[] = [];
    const cityByKey = new Map<string, CityRecord>();
    for (const row of cityRows) {
      const governorate = governorates.get(String(row.governorateId));
      if (governorate) {
        const city = { id: row.id, names: namesOf(row.translations), governorate };
        governorate.cities.push(city);
        cities.push(city);
        for (const name of city.names.values()) {
          cityByKey.set(`${governorate.id}:${placeKey(name)}`, city);
        }
      }
    }
    const aliases = new Map(GOVERNORATES.map((data) => [data.code, data.aliases]));
    const list = [...governorates.values()];
    const index = buildPlaceIndex(
      list,
      (governorate) => [
        governorate.code,
        ...governorate.names.values(),
        ...(aliases.get(governorate.code) ?? []),
      ],
      cities,
      (city) => [...city.names.values()],
      (city) => city.governorate,
    );
    return { governorates: list, index, cities: cityByKey };
  }
}

function namesOf(
  translations: ReadonlyArray<Pick<Translation<City | Governorate>, 'languageCode' | 'name'>>,
): Map<LanguageCode, string> {
  return new Map(translations.map(({ languageCode, name }) => [languageCode, name]));
}

/** The name in `languageCode`, else in Arabic (the shop's default), else any. */
function nameIn(names: ReadonlyMap<LanguageCode, string>, languageCode: LanguageCode): string {
  return names.get(languageCode) ?? names.get(LanguageCode.ar) ?? names.values().next().value ?? '';
}
