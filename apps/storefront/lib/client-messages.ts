import { clientMessageScopes } from '@dar/i18n/server';
import { clientMessageIds } from './client-messages.generated';

/*
 * The messages the browser gets, by part of the site: the root layout hands the client components
 * only the ids they use on every page (`rootClientMessages`, lib/document.tsx); the account,
 * checkout, auth and product layouts, and pages with words of their own, add theirs with
 * `ScopeMessages`. The ids are the scan of client-messages.config.mjs (client-messages.test.ts
 * fails when one is missing, which would otherwise show as its id).
 */
export const { rootMessages: rootClientMessages, ScopeMessages } =
  clientMessageScopes(clientMessageIds);
