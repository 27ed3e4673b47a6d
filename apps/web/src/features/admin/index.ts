/**
 * The administration feature (ORG_ADMIN): users, single sign-on with role mappings, API tokens and
 * the audit log. Its screens are loaded lazily by the router (`routes/*Page.tsx`), so nothing heavy
 * is exported here.
 */

/** Where `/admin` leads: the first section. */
export const ADMIN_HOME = '/admin/users';

export { type AuditSearch, validateAuditSearch } from './api/audit-search';
export { AuditLog } from './components/AuditLog';
