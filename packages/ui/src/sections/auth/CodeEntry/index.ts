export { CodeEntry, type CodeEntryProps } from './CodeEntry';
export { CODE_LENGTH, codeDigits, enterDigits, eraseDigit } from './code';
