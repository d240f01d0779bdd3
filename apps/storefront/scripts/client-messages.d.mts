/** Types of client-messages.mjs (the scan of the client modules' message ids), for its test. */
export declare const SCOPES: Record<'account' | 'checkout' | 'auth' | 'product', string>;
export declare const RUNTIME_IDS: { whenReads: RegExp; prefixes: string[]; ids: string[] };
export declare function messageIds(): Set<string>;
export declare function imports(file: string): string[];
export declare function idsIn(file: string, allIds: Set<string>): Set<string>;
export declare function browserModules(
  entries: string[],
  allIds: Set<string>,
): Map<string, Set<string>>;
export declare function scopeEntries(): Record<'root' | keyof typeof SCOPES, string[]>;
export declare function scanClientMessages(): {
  scopes: Record<'root' | keyof typeof SCOPES, string[]>;
  modules: Record<'root' | keyof typeof SCOPES, Map<string, Set<string>>>;
};
export declare const generatedFile: string;
export declare function generatedSource(scopes: Record<string, string[]>): string;
