import { describe, expect, it } from 'vitest';
import { buildPlaceIndex, governorateOf, placeKey } from './address-matching';
import { deliveryDays } from './governorate-shipping';
import { GOVERNORATES } from './governorates.data';

const index = buildPlaceIndex(
  GOVERNORATES,
  (governorate) => [
    governorate.code,
    governorate.name.ar,
    governorate.name.en,
    ...governorate.aliases,
  ],
  GOVERNORATES.flatMap((governorate) => governorate.cities.map((city) => ({ city, governorate }))),
  ({ city }) => [city.ar, city.en],
  ({ governorate }) => governorate,
);

const codeOf = (address: Parameters<typeof governorateOf>[0]) =>
  governorateOf(address, index)?.code;

describe('the governorate of an address', () => {
  it('is read from the province in either language, whatever the spelling', () => {
    expect(codeOf({ province: 'الإسكندرية' })).toBe('EG-ALX');
    expect(codeOf({ province: 'الاسكندريه' })).toBe('EG-ALX');
    expect(codeOf({ province: 'محافظة بور سعيد' })).toBe('EG-PTS');
    expect(codeOf({ province: 'port-said governorate' })).toBe('EG-PTS');
    expect(codeOf({ province: 'Kafr el-Sheikh' })).toBe('EG-KFS');
    expect(codeOf({ province: 'eg-c' })).toBe('EG-C');
    expect(codeOf({ province: 'Fayoum' })).toBe('EG-FYM');
  });

  it('falls back to the city, and refuses an address abroad or unknown', () => {
    expect(codeOf({ province: '', city: 'شرم الشيخ' })).toBe('EG-JS');
    expect(codeOf({ province: 'Somewhere', city: 'Zagazig' })).toBe('EG-SHR');
    expect(codeOf({ countryCode: 'SA', province: 'Cairo' })).toBeUndefined();
    expect(codeOf({ province: 'Atlantis', city: 'Nowhere' })).toBeUndefined();
    expect(codeOf({})).toBeUndefined();
  });

  it('ignores tashkeel, tatweel and spacing', () => {
    expect(placeKey('القَاهِرَة')).toBe(placeKey('القاهره'));
    expect(placeKey('مدينة  نصـر')).toBe(placeKey('مدينة نصر'));
  });
});

describe('27 governorates', () => {
  it('have unique codes and names, and cities', () => {
    expect(GOVERNORATES).toHaveLength(27);
    expect(new Set(GOVERNORATES.map((governorate) => governorate.code)).size).toBe(27);
    expect(new Set(GOVERNORATES.map((governorate) => placeKey(governorate.name.en))).size).toBe(27);
    expect(GOVERNORATES.every((governorate) => governorate.cities.length >= 2)).toBe(true);
  });
});

describe('delivery days', () => {
  const args = {
    defaultDeliveryDays: 3,
    deltaCanalExtraDays: 1,
    upperEgyptExtraDays: 3,
    remoteExtraDays: 5,
  };

  it('are the slowest product plus the extra days of the region', () => {
    expect(deliveryDays('greater-cairo', [7, 10], args)).toBe(10);
    expect(deliveryDays('upper-egypt', [7, 10], args)).toBe(13);
    expect(deliveryDays('remote', [null], args)).toBe(8);
    expect(deliveryDays('delta-canal', [], args)).toBe(4);
  });
});
