// Types for what TypeScript code (the journeys' servers) imports from lib.mjs.
export declare function forgetStorefrontCaches(): void;
