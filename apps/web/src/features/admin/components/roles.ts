import { t } from '../../../i18n/t';
import type { Role } from '../../auth';

/** The roles in the order a person reads them, most powerful first. */
export const ROLES: readonly Role[] = ['ORG_ADMIN', 'ORG_MEMBER', 'AUDITOR', 'READ_ONLY'];

/** The roles as options of a Mantine `Select`. */
export const roleOptions = () => ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
