import { describe, expect, it } from 'vitest';
import { addressName, cityIdOf, toAddressValues } from './address';

const cities = [
  { id: '1', name: 'Cairo' },
  { id: '2', name: 'القاهرة' },
  { id: '3', name: 'Giza' },
];

describe('address helpers', () => {
  it('finds the city of a saved address by its name, ignoring case and spaces', () => {
    expect(cityIdOf(cities, ' giza ')).toBe('3');
    expect(cityIdOf(cities, 'القاهرة')).toBe('2');
    expect(cityIdOf(cities, 'Alexandria')).toBeNull();
    expect(cityIdOf(cities, undefined)).toBeNull();
  });

  it('joins first and last name, skipping an empty part', () => {
    expect(addressName({ firstName: 'ليلى', lastName: 'حسن' })).toBe('ليلى حسن');
    expect(addressName({ firstName: 'Layla', lastName: ' ' })).toBe('Layla');
  });

  it('trims the typed fields and turns empty instructions into null', () => {
    const values = toAddressValues(
      {
        firstName: ' Layla ',
        lastName: 'Hassan ',
        streetLine1: ' 12 Nile St ',
        area: ' Zamalek',
        type: 'work',
        instructions: '   ',
      },
      { id: '1', name: 'Cairo' },
      '+201012345678',
    );
    expect(values).toEqual({
      firstName: 'Layla',
      lastName: 'Hassan',
      streetLine1: '12 Nile St',
      city: 'Cairo',
      cityId: '1',
      area: 'Zamalek',
      phoneNumber: '+201012345678',
      type: 'work',
      instructions: null,
    });
    expect(
      toAddressValues(
        { ...values, instructions: ' Blue door ' },
        { id: '1', name: 'Cairo' },
        '+201012345678',
      ).instructions,
    ).toBe('Blue door');
  });
});
