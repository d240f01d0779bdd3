import { CrudPermissionDefinition } from '@vendure/core';

/** CreateContent, ReadContent, UpdateContent and DeleteContent: pages, FAQs and blog posts. */
export const contentPermission = new CrudPermissionDefinition(
  'Content',
  (operation) => `Grants permission to ${operation} static pages, FAQs and blog posts`,
);
