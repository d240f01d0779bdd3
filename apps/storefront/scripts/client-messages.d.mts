/** Types of client-messages.mjs (the scan of the client modules' message ids), for its test. */
export declare const SCOPES: Record<'account' | 'checkout' | 'auth' | 'product', string>;
export declare const RUNTIME_IDS: { whenReads: RegExp; prefixes: string[]; ids: string[] };
export declare function messageIds(): Set<string>;
export declare function imports(file: string): string[];
export declare function idsIn(file: string, allIds: Set<string>): Set<string>;
export declare function browserModules(
  entries: string[],
  allIds: Set<string>,
  inBrowser?: boolean,
): Map<string, Set<string>>;
export declare function pageScope(file: string): string;
type Scopes<T> = Record<'root' | keyof typeof SCOPES, T> & Record<string, T>;
export declare function scopeEntries(): Scopes<string[]>;
export declare function scanClientMessages(): {
  scopes: Scopes<string[]>;
  modules: Scopes<Map<string, Set<string>>>;
  units: Record<string, string[]>;
  unitModules: Record<string, Map<string, Set<string>>>;
  unitFiles: Map<string, string>;
};
export declare const generatedFile: string;
export declare function generatedSource(
  scopes: Record<string, string[]>,
  units: Record<string, string[]>,
): string;
