/**
 * Runs once as each server process starts, before it serves a request: a production storefront
 * missing its secrets stops here with what to set (lib/production-guard.ts), as the commerce
 * server does, rather than serving shoppers under one shared rate limit.
 */
export async function register(): Promise<void> {
  // The documented shape: the edge runtime's build drops this branch and its Node-only imports.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnsafeProduction } = await import('./lib/production-guard');
    refuseUnsafeProduction();
  }
}
