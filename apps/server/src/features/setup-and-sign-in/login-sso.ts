import { getAuthConfig, withOrganization } from '@ctp/store';
import { escapeHtml } from '../../http/html.js';
import type { Runtime } from '../../wiring/runtime.js';
import { resolveOrganizationId } from '../oidc/index.js';

/** The single sign-on offer of an organization on the `/login` page. */
export interface SsoOffer {
  organizationId: string;
  /** "Sign in with …": the configured display name, else the issuer's host. */
  label: string;
}

/** The organization's enabled provider, or undefined (unknown organization, none configured, disabled). */
export async function ssoOfferFor(runtime: Runtime, organization: string): Promise<SsoOffer | undefined> {
  const organizationId = await resolveOrganizationId(runtime, organization);
  if (organizationId === undefined) return undefined;
  const config = await withOrganization(runtime.database.db, organizationId, (scope) => getAuthConfig(scope));
  if (config === undefined || !config.enabled || config.clientSecretEncrypted === null) return undefined;
  const name =
    typeof config.settings.displayName === 'string'
      ? config.settings.displayName
      : new URL(config.issuer).host;
  return { organizationId, label: name };
}

/** The HTML of the single sign-on part of the login page. */
export function ssoSection(offer: SsoOffer | undefined, organization: string): string {
  if (offer !== undefined) {
    const href = `/api/auth/oidc/authorize?organizationId=${encodeURIComponent(offer.organizationId)}`;
    return `<p><a class="button" href="${escapeHtml(href)}">Sign in with ${escapeHtml(offer.label)}</a></p>`;
  }
  const notice = organization === '' ? '' : '<p>This organization has no single sign-on configured.</p>';
  return `${notice}<form method="get" action="/login">
<label>Organization (for single sign-on) <input name="organization" value="${escapeHtml(organization)}" autocomplete="organization"></label>
<button type="submit">Continue</button>
</form>`;
}
