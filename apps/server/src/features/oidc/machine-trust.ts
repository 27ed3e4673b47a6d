import type { AccessTokenTrust } from '@ctp/auth';
import { findEnabledAuthConfigsByIssuer, listRoleMappings, withOrganization, withSystem } from '@ctp/store';
import type { Runtime } from '../../wiring/runtime.js';
import { ruleOf } from './rules.js';
import { discoverySettingsOf } from './settings.js';

/**
 * The organizations that accept provider-issued access tokens of `issuer`: enabled configurations
 * naming it that have an audience (without one, machine tokens are refused), each with its key set
 * URI (from discovery, which needs no client secret) and role mappings. The database keeps an issuer
 * and audience pair unique in the deployment, so another organization cannot copy the pair and
 * make the tokens ambiguous; an audience equal to the client id (which users' ID tokens carry) is
 * never trusted.
 */
export function machineTrusts(runtime: Runtime): (issuer: string) => Promise<AccessTokenTrust[]> {
  const db = runtime.database.db;
  return async (issuer) => {
    if (issuer.length > 2000) return [];
    const bare = issuer.replace(/\/+$/, '');
    const configs = await withSystem(db, (system) =>
      findEnabledAuthConfigsByIssuer(system, [bare, `${bare}/`]),
    );
    const trusts: AccessTokenTrust[] = [];
    for (const config of configs) {
      if (config.audience === null || config.audience === config.clientId) continue;
      const settings = discoverySettingsOf(runtime.config, config);
      let jwksUri: string | undefined;
      let discoveredIssuer = config.issuer;
      try {
        const metadata = (await runtime.oidcProviders.configuration(settings)).serverMetadata();
        jwksUri = metadata.jwks_uri;
        discoveredIssuer = metadata.issuer;
      } catch (err) {
        runtime.logger.warn({ err, issuer, organizationId: config.organizationId }, 'OIDC discovery failed');
      }
      if (jwksUri === undefined) continue;
      const rules = await withOrganization(db, config.organizationId, (scope) =>
        listRoleMappings(scope, config.id),
      );
      trusts.push({
        organizationId: config.organizationId,
        // The provider's own spelling (discovery checked it matches the configured one).
        issuer: discoveredIssuer,
        audience: config.audience,
        jwksUri,
        rules: rules.map(ruleOf),
        groupClaim: config.groupClaim,
        allowInsecureHttp: settings.allowInsecureHttp ?? false,
      });
    }
    return trusts;
  };
}
