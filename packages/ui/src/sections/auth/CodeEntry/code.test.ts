import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, codeDigits, enterDigits, eraseDigit } from './code';

const empty = () => Array.from({ length: CODE_LENGTH }, () => '');

describe('code entry', () => {
  it('keeps digits only, in ASCII whatever the script', () => {
    expect(codeDigits('٤٨٢ ۱۹3')).toEqual(['4', '8', '2', '1', '9', '3']);
    expect(codeDigits('a-b')).toEqual([]);
  });

  it('puts a typed digit in its box and moves on', () => {
    expect(enterDigits(empty(), 2, '7')).toEqual({ boxes: ['', '', '7', '', '', ''], focus: 3 });
  });

  it('stays on the last box once it is filled', () => {
    const { focus } = enterDigits(['1', '2', '3', '4', '5', ''], 5, '6');
    expect(focus).toBe(5);
  });

  it('fills all six boxes from a pasted code, wherever it is pasted', () => {
    expect(enterDigits(empty(), 3, ' 482-193 ')).toEqual({
      boxes: ['4', '8', '2', '1', '9', '3'],
      focus: 5,
    });
  });

  it('fills from the box onwards with part of a code, dropping what does not fit', () => {
    expect(enterDigits(empty(), 4, '123').boxes).toEqual(['', '', '', '', '1', '2']);
  });

  it('ignores text with no digit', () => {
    expect(enterDigits(['1', '', '', '', '', ''], 1, 'x')).toEqual({
      boxes: ['1', '', '', '', '', ''],
      focus: 1,
    });
  });

  it('backspace clears the box, then goes back to the one before', () => {
    expect(eraseDigit(['1', '2', '3', '', '', ''], 2)).toEqual({
      boxes: ['1', '2', '', '', '', ''],
      focus: 2,
    });
    expect(eraseDigit(['1', '2', '', '', '', ''], 2)).toEqual({
      boxes: ['1', '', '', '', '', ''],
      focus: 1,
    });
    expect(eraseDigit(empty(), 0).focus).toBe(0);
  });
});
