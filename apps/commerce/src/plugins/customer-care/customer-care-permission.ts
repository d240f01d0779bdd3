import { CrudPermissionDefinition } from '@vendure/core';

/**
 * ReadCustomerCare and UpdateCustomerCare (Create and Delete exist, unused): the contact form's
 * messages and the newsletter's subscribers, which name people, so the Merchandiser role has
 * none of them.
 */
export const customerCarePermission = new CrudPermissionDefinition(
  'CustomerCare',
  (operation) =>
    `Grants permission to ${operation} contact-form messages and newsletter subscribers`,
);
