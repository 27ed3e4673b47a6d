/**
 * Generated from the server's OpenAPI document by `pnpm --filter @ctp/web api:generate`.
 * Do not edit: CI runs `api:check`, which fails when this file is stale.
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The process is alive */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Liveness"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: database, object store and migrations
         * @description Runs every readiness check; 503 names the failing checks (their causes are only logged).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every check passed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Readiness"];
                    };
                };
                /** @description At least one check failed */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"] & {
                            failedChecks: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * First-time setup: create the first organization and (with a password) its administrator
         * @description Runs once. Without `adminPassword` no user is created (the administrator signs in by single sign-on later).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetupInput"];
                };
            };
            responses: {
                /** @description Set up */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SetupResult"];
                    };
                };
                /** @description Setup already done */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Password rejected by policy */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether first-time setup is still pending
         * @description Public. `pending` is true until the first organization exists (then `POST /api/setup` answers 409).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The setup status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SetupStatus"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How one may sign in to an organization: single sign-on, password, both
         * @description Public. Says whether an organization has this slug, whether it has an enabled single sign-on configuration (with the label of its button and where to start it) and whether this server accepts password sign-in. It tells no more than starting single sign-on does (`/api/auth/oidc/authorize` already answers an unknown organization differently), never the organization’s name or id, and lookups with an organization are limited per client address (429 with Retry-After).
         */
        get: {
            parameters: {
                query?: {
                    /** @description The organization’s short name (slug) */
                    organization?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sign-in options */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SignInOptions"];
                    };
                };
                /** @description Too many lookups from this address (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Development email and password sign-in: starts a session (cookies)
         * @description Sets the HttpOnly session cookie and the CSRF cookie; send the returned `csrfToken` as `x-csrf-token` on writes. Refused in production unless CTP_ALLOW_PASSWORD_SIGNIN_IN_PRODUCTION.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SignInInput"];
                };
            };
            responses: {
                /** @description Signed in */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                name: string;
                                role: string;
                            };
                            organization: {
                                /** Format: uuid */
                                id: string;
                                publicOrgId: string;
                                slug: string;
                                name: string;
                            };
                            csrfToken: string;
                            expiresAt: string;
                        };
                    };
                };
                /** @description Invalid credentials (always the same answer) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Password sign-in disabled */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many failed attempts for this account or from this address (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session and clears its cookies */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Signed out (HTML form) */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who am I: user, organization, role and the CSRF token to send on writes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The caller */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionInfo"];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Starts sign-in with the organization's identity provider (redirect)
         * @description Redirects to the provider with an authorization code request (PKCE S256, state, nonce). `organizationId` is the id or the slug.
         */
        get: {
            parameters: {
                query: {
                    organizationId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the identity provider */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A browser (`Accept: text/html`) whose sign-in cannot start goes to `/sign-in/failed?reason=<code>` (the page words it); other clients get the problems below */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Single sign-on disabled */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Organization not found, or no single sign-on configured */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The issuer is not https */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The identity provider could not be reached */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the identity provider sends the browser back: starts the session
         * @description Register `{CTP_PUBLIC_URL}/api/auth/oidc/callback` as the redirect URI at the provider. Exchanges the code, validates the ID token, maps the role, creates or updates the user and sets the session cookies, then redirects to `/`.
         */
        get: {
            parameters: {
                query?: {
                    code?: string;
                    state?: string;
                    organizationId?: string;
                    error?: string;
                    error_description?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed in: to the home page. Refused, for a browser (`Accept: text/html`): to `/sign-in/failed?reason=<code>` (the page words it) (the audit keeps the reason code) */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Sign-in refused, for other clients (reason member: state, token, mapping, …) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's OIDC configuration (never the client secret) */
        get: {
            parameters: {
                query?: {
                    organizationId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The configuration */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthConfig"];
                    };
                };
                /** @description No configuration yet */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create or replace the OIDC configuration (the client secret is sealed at rest) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AuthConfigInput"];
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthConfig"];
                    };
                };
                /** @description Invalid body (an audience equal to the client id included) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Another organization accepts machine tokens of this issuer and audience */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The issuer is not https */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth-config/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test the configuration against the provider: discovery, client credentials, redirect URI
         * @description Tests the stored configuration, or the fields given in the body on top of it (test before saving). Answers `success` and one of the messages `Connection successful! OIDC configuration is valid.`, `Invalid issuer`, `Client authentication failed`, `Redirect URI mismatch`, with the provider’s own error in `detail`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["AuthConfigTestInput"];
                };
            };
            responses: {
                /** @description The result */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuthConfigTestResult"];
                    };
                };
                /** @description Nothing to test: no stored configuration and no issuer, client id and secret given */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Role mappings in evaluation order (highest priority first) */
        get: {
            parameters: {
                query?: {
                    authConfigId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Mappings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["RoleMapping"][];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a role mapping (ORG_ADMIN, ORG_MEMBER, AUDITOR or READ_ONLY) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RoleMappingInput"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RoleMapping"];
                    };
                };
                /** @description Invalid mapping */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such configuration in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A default mapping already exists */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/role-mappings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a role mapping */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such mapping in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a role mapping */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RoleMappingPatch"];
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RoleMapping"];
                    };
                };
                /** @description Invalid mapping */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such mapping in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's API tokens in creation order, revoked ones included (never the secrets) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tokens */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ApiToken"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an API token (the secret is in this response only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TokenCreate"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedApiToken"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API token (it is refused from now on; revoking twice keeps the first time) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such token in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's organization */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The organization */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Organization"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the caller's organization (name, settings; slug and publicOrgId are fixed) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizationUpdate"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Organization"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's audit log, newest first, filtered by action, entity, actor and time */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    /** @description An action (`activity.corrected`) or a family of actions by its leading words (`activity`). */
                    action?: string;
                    entityType?: string;
                    entityId?: string;
                    /** @description A user or token id. */
                    actorId?: string;
                    /** @description From this instant, or from the start of this day (UTC). */
                    occurredFrom?: string;
                    /** @description Before this instant, or up to the end of this day (UTC). */
                    occurredTo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of entries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["AuditEntry"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recompute the hash chain and report the first broken link
         * @description Keep `headHash` elsewhere (a report, a ticket): removing the newest entries leaves a valid shorter chain.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The verification */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuditChainVerification"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's facilities in creation order */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Facility"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a facility */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FacilityCreate"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Facility"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facilities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A facility */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The facility */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Facility"];
                    };
                };
                /** @description No such facility in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a facility (only the fields given; null clears an optional field) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FacilityUpdate"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Facility"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such facility in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The evidence of an activity (across its versions), a facility or an instrument, with every version */
        get: {
            parameters: {
                query?: {
                    /** @description An activity (any version of it). */
                    activityId?: string;
                    /** @description A facility. */
                    facilityId?: string;
                    /** @description A Scope 2 instrument (its certificate, contract or registry extract). */
                    instrumentId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Items in upload order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EvidenceList"];
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such activity, facility or instrument in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Attach a file (invoice, meter reading, certificate, contract) to an activity, a facility or an instrument
         * @description The upload’s body is the file itself; its name and kind are query parameters. Evidence attaches to activities, facilities and Scope 2 instruments. The bytes are stored once with their SHA-256, size and media type and never altered: a changed file is a new version.
         */
        post: {
            parameters: {
                query: {
                    /** @description An activity (any version of it). */
                    activityId?: string;
                    /** @description A facility. */
                    facilityId?: string;
                    /** @description A Scope 2 instrument (its certificate, contract or registry extract). */
                    instrumentId?: string;
                    /** @description What the file documents. */
                    kind: "invoice" | "meter_reading" | "certificate" | "contract" | "other";
                    /** @description The file’s name, shown and offered on download. */
                    fileName: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The file’s bytes (at most 8388608 bytes); `Content-Type` is its media type. */
            requestBody: {
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                    "text/plain": string;
                };
            };
            responses: {
                /** @description The first version of the new evidence item */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EvidenceFile"];
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such activity, facility or instrument in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The file is larger than 8388608 bytes (evidence-too-large) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The type is not allowed, or the bytes are not of that type (evidence-media-type) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evidence/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a new version of an evidence item (same subject and kind)
         * @description The upload’s body is the file itself; its name and kind are query parameters.
         */
        post: {
            parameters: {
                query: {
                    /** @description The file’s name, shown and offered on download. */
                    fileName: string;
                };
                header?: never;
                path: {
                    /** @description The evidence item. */
                    id: string;
                };
                cookie?: never;
            };
            /** @description The file’s bytes (at most 8388608 bytes); `Content-Type` is its media type. */
            requestBody: {
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                    "text/plain": string;
                };
            };
            responses: {
                /** @description The new version */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EvidenceFile"];
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such evidence in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Another version was added at the same time */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The file is larger than 8388608 bytes (evidence-too-large) */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The type is not allowed, or the bytes are not of that type (evidence-media-type) */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evidence/{id}/versions/{version}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one version of an evidence file
         * @description Served as an attachment with its stored media type, `X-Content-Type-Options: nosniff`, and its SHA-256 as the `ETag` (checked against the stored bytes before sending).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The evidence item. */
                    id: string;
                    /** @description Its version, from 1. */
                    version: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file, as an attachment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid parameters */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such evidence version in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where activity data exists: current versions counted per facility and month
         * @description Each current activity version counts in every calendar month its period overlaps. Every facility gets a row (a row of zeros is a facility with no data in the range); activities without a facility get a last row.
         */
        get: {
            parameters: {
                query: {
                    /** @description First day of the range (its month is the first column). */
                    from: string;
                    /** @description Last day of the range (its month is the last column). */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The grid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityCoverage"];
                    };
                };
                /** @description Invalid range (to before from, or longer than 60 months) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity data in creation order (current versions unless includeSuperseded=true) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    /** @description Also list superseded versions (default: current versions only). */
                    includeSuperseded?: "true" | "false";
                    category?: string;
                    facilityId?: string;
                    /** @description Activities whose period ends on or after. */
                    periodFrom?: string;
                    /** @description Activities whose period starts on or before. */
                    periodTo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Activity"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Record activity data (version 1)
         * @description With an `Idempotency-Key` header, a retry with the same key returns the activity created the first time (200, `Idempotent-Replayed: true`) instead of a duplicate.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retried create return the first activity (1–255 characters). */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ActivityCreate"];
                };
            };
            responses: {
                /** @description Created earlier with the same idempotency key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"];
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"];
                    };
                };
                /** @description Invalid body or header */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such facility in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of an activity, current or superseded */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The activity */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"];
                    };
                };
                /** @description No such activity in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Correct an activity by a new version that supersedes it (the old one stays readable) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ActivityCorrection"];
                };
            };
            responses: {
                /** @description The new version */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such activity (or facility) in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The activity is already superseded: correct its current version */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every version of an activity, from the original through its corrections
         * @description Any version id names the whole history. Each version says who recorded it (`enteredBy`, the signed-in user, and `recordedBy`, the audit actor), when (`createdAt`), why (`reason`) and which fields it changed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The versions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityHistory"];
                    };
                };
                /** @description Invalid id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such activity in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import many activities from CSV or JSON, all or nothing
         * @description Every row is validated first; if any row is invalid nothing is stored and the 422 problem lists every problem of every row (`row`, CSV `line`, `field`, `code`, `message`). With an `Idempotency-Key` header a retried upload is not imported twice: the same key with the same body returns the first answer (`Idempotent-Replayed: true`), the same key with another body is refused with 422. Keys are kept for 24 hours; a refused import does not use up its key. The size of one upload is limited by `CTP_BODY_LIMIT_BYTES`; larger files go through `ctp import`.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retried upload return the first answer (1–255 characters). */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ActivityImportJson"];
                    "text/csv": string;
                };
            };
            responses: {
                /** @description Imported */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityImportResult"];
                    };
                };
                /** @description Malformed body or header */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Body larger than CTP_BODY_LIMIT_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Neither text/csv nor application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid rows (nothing was imported), or the idempotency key was used for another body */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/import/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an activity import without storing anything (dry run)
         * @description Takes the body of `POST /api/activities/import` (text/csv or application/json) and runs every check of the import without storing anything: 200 with the number of rows the import would store, or the same 422 `invalid-rows` problem listing every problem of every row (`row`, CSV `line`, `field`, `code`, `message`). Writes no audit entry and takes no `Idempotency-Key`. Limited by `CTP_BODY_LIMIT_BYTES` like the import.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ActivityImportJson"];
                    "text/csv": string;
                };
            };
            responses: {
                /** @description Every row would be imported */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityImportCheck"];
                    };
                };
                /** @description Malformed body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Body larger than CTP_BODY_LIMIT_BYTES */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Neither text/csv nor application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid rows (the import would store nothing) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search emission factors of the shipped and the organization’s custom datasets
         * @description Hits come in library priority order (shipped datasets, then custom ones in import order; rows in file order). Datasets are immutable, so a cursor stays valid.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Words that must all appear (case-insensitive) in the category, subcategory (fuel or item, `_` read as a space), notes, source, dataset title or publisher. */
                    q?: string;
                    category?: string;
                    /** @description Also matches `{subcategory}@{basis}` rows. */
                    subcategory?: string;
                    /** @description Exact region code (no fallback). */
                    region?: string;
                    datasetId?: string;
                    datasetVersion?: string;
                    /** @description Rows whose unit this unit converts to. */
                    unit?: string;
                    /** @description Rows in effect on this date. */
                    validOn?: string;
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of hits */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EmissionFactor"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factors/datasets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The datasets the organization calculates with: shipped and custom, every version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every dataset version, in library priority order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["FactorDataset"][];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Import a custom factor dataset from CSV or JSON, all or nothing
         * @description JSON: the dataset object with its rows in `factors`. CSV (`text/csv`): the rows, with the dataset header (datasetId, datasetVersion, title, source, sourceUrl, publisher, license, notes) as query parameters. Every problem of every row is reported (422, `errors[]` with `row`, `field` and the reason as `message`) and nothing is stored. Datasets are immutable: the same id and version again is 409, and the id of a shipped dataset is reserved (409).
         */
        post: {
            parameters: {
                query?: {
                    /** @description Lower-case letters, digits and dashes. */
                    datasetId?: string;
                    datasetVersion?: string;
                    title?: string;
                    /** @description Citation of where the numbers come from. */
                    source?: string;
                    sourceUrl?: string;
                    publisher?: string;
                    license?: string;
                    notes?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["CustomDatasetJson"];
                    "text/csv": string;
                };
            };
            responses: {
                /** @description Imported */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FactorDataset"];
                    };
                };
                /** @description Malformed body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description This dataset version exists, or the id belongs to a shipped dataset */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Neither text/csv nor application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Invalid rows or header: nothing was imported */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factors/datasets/{datasetId}/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare two versions of a dataset: factors added, removed and changed
         * @description Rows are matched on category, subcategory, unit, region, GWP set and timeframe (plus the effective dates where that is not unique within a version). A matched row is changed when one of its numbers (`factor`, `gas:{GAS}`, `co2e:{GAS}`) differs as a decimal; its other differing fields are listed in `otherFields`. Differences come sorted by that key, a page at a time; datasets never change, so a cursor stays valid. A dataset of another organization is 404, as one that never existed.
         */
        get: {
            parameters: {
                query: {
                    /** @description The older version. */
                    from: string;
                    /** @description The newer version. */
                    to: string;
                    /** @description Only differences of this kind (the counts stay those of every kind). */
                    kind?: "added" | "removed" | "changed";
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description The dataset id (not a version). */
                    datasetId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The counts of every kind and one page of differences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DatasetComparison"];
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such dataset or version in the organization’s library */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/algorithms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registered algorithms, by id */
        get: {
            parameters: {
                query?: {
                    /** @description Reference date of `status` (default: today, UTC). */
                    on?: string;
                    /** @description Exact category. */
                    category?: string;
                    scope?: "scope1" | "scope2" | "scope3";
                    /** @description Exact region; `GLOBAL` lists generic ones. */
                    region?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every algorithm matching the filters */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Algorithm"][];
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/algorithms/{namespace}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One algorithm with every version, its methodology and references */
        get: {
            parameters: {
                query?: {
                    /** @description Reference date of `status` (default: today, UTC). */
                    on?: string;
                };
                header?: never;
                path: {
                    /** @description First part of the algorithm id `namespace/name`. */
                    namespace: string;
                    /** @description Second part of the id. */
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The algorithm */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AlgorithmDetail"];
                    };
                };
                /** @description Invalid id or query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such algorithm */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's overrides, oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    category?: string;
                    state?: "pending" | "approved" | "ended";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Override"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Propose an override (it applies only after a second ORG_ADMIN approves it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OverrideCreate"];
                };
            };
            responses: {
                /** @description Created, pending approval */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Override"];
                    };
                };
                /** @description Invalid body (the formula of a custom override included) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No accountable administrator behind the caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown category, or a methodology algorithm that is not registered for it */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/overrides/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An override */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The override */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Override"];
                    };
                };
                /** @description No such override */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/overrides/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve an override: only an ORG_ADMIN other than its creator may */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Approved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Override"];
                    };
                };
                /** @description The caller created the override (`self-approval`) or is no accountable administrator */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such override */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Already approved or ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/overrides/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End an override from a date (it stays stored and readable; never deleted) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OverrideEnd"];
                };
            };
            responses: {
                /** @description Ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Override"];
                    };
                };
                /** @description Invalid body, or a date outside the override’s dates */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No accountable administrator behind the caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such override */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Already ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/overrides/{id}/impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an override changes: the results it covers and, for a factor multiplier, an estimate */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The results covered and the estimate */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OverrideImpact"];
                    };
                };
                /** @description No such override */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's users in creation order */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["User"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a user with a role */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserCreate"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A password was given where password sign-in is disabled */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The email is already used in this organization */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The password does not satisfy the policy */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
                /** @description No such user in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user’s name or role, or deactivate or reactivate them
         * @description A role change or deactivation ends the user’s sessions. The last active ORG_ADMIN cannot be demoted or deactivated (409 `last-admin`).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserUpdate"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such user in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The change would leave the organization without an active administrator */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/calculations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Calculation runs in creation order (or the latest first with order=newest) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    /** @description `oldest` (creation order, the default) or `newest` (the latest run first). */
                    order?: "oldest" | "newest";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["CalculationRun"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Calculate a period or a list of activities
         * @description Calculates the current activity versions and stores the run, its records and its results in one transaction. Activities that fail are listed in `failed` (with a code) and the others are stored. Earlier current results of the same activities are superseded, so running a period twice never doubles its totals. Calculated in the request (201) when the selection holds at most the server's inline limit of current activities (`CTP_CALCULATION_INLINE_LIMIT`, default 20,000, counted before calculating). A larger one is queued for a worker: 202 Accepted with `Location: /api/calculations/jobs/{id}`; poll that job until it is `completed` (its `run` is the stored run) or `failed` (its `problem` has the `type` the request would have answered with). Problems known before calculating (invalid body, a pinned dataset that is not loaded, a GWP set that cannot be used) are answered at once either way. RFC 7240 `Prefer: respond-async` always queues (answered with `Preference-Applied: respond-async`).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description RFC 7240 preferences: `respond-async`, `wait=N` (seconds). */
                    prefer?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CalculationRequest"];
                };
            };
            responses: {
                /** @description The run, as `GET /api/calculations/{id}` shows it (`superseded` included) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalculationRun"];
                    };
                };
                /** @description Queued as a calculation job (see `Location`); poll it for the run */
                202: {
                    headers: {
                        /** @description The calculation job */
                        location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalculationJob"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A pinned dataset version is not loaded, or the GWP set cannot be used */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The calculation would be queued but the job queue is not available */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calculations/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Queued calculations, newest first (with unsettled=true, those still in progress)
         * @description Each job as `GET /api/calculations/jobs/{id}` shows it. With `unsettled=true` only the jobs without an outcome yet: the calculations waiting for a worker or being calculated, which a screen shows as in progress. Readable by the users of the organization who may start calculations.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    /** @description `true`: only the jobs without an outcome yet (queued, running, or given up by the queue without settling). */
                    unsettled?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["CalculationJob"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calculations/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A queued calculation: its status, and its run or problem once settled
         * @description Readable by the users of the organization who may start calculations. Poll until `status` is `succeeded` or `failed`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalculationJob"];
                    };
                };
                /** @description No such calculation job in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calculations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A calculation run: dataset versions used, counts, failures and totals */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The run */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalculationRun"];
                    };
                };
                /** @description No such run in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Emission results in creation order (current results unless includeSuperseded=true) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    scope?: "1" | "2" | "3";
                    /** @description e.g. scope1.stationary_combustion */
                    category?: string;
                    facilityId?: string;
                    /** @description Results whose period ends on or after. */
                    periodStart?: string;
                    /** @description Results whose period starts on or before. */
                    periodEnd?: string;
                    /** @description Scope 2 method: location-based or market-based. */
                    method?: "location" | "market" | "location_based" | "market_based";
                    calculationRunId?: string;
                    /** @description Also superseded results and results of corrected activities (default: current only). */
                    includeSuperseded?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["EmissionResult"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exact CO2e totals by scope and method, and by category, facility or period
         * @description Scope 2 location-based and market-based results are separate groups and separate totals, side by side: they are two views of the same electricity and are never added together.
         */
        get: {
            parameters: {
                query?: {
                    scope?: "1" | "2" | "3";
                    /** @description e.g. scope1.stationary_combustion */
                    category?: string;
                    facilityId?: string;
                    /** @description Results whose period ends on or after. */
                    periodStart?: string;
                    /** @description Results whose period starts on or before. */
                    periodEnd?: string;
                    /** @description Scope 2 method: location-based or market-based. */
                    method?: "location" | "market" | "location_based" | "market_based";
                    calculationRunId?: string;
                    /** @description Also superseded results and results of corrected activities (default: current only). */
                    includeSuperseded?: "true" | "false";
                    /** @description Besides scope and method (always): any of category, facility and one of month, quarter, year. */
                    groupBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The groups and totals */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmissionSummary"];
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/quality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CO2e totals by scope with their 95% ranges, and the breakdown by data type
         * @description Each scope total's 95% range, propagated analytically from the results' quality scores (the point is the total and never changes), and each scope's emissions by data type with the share of primary data and the categories below the coverage threshold. Reads every result of the filter with its activity, so it is slower than `/api/results/summary` on large organizations.
         */
        get: {
            parameters: {
                query?: {
                    scope?: "1" | "2" | "3";
                    /** @description e.g. scope1.stationary_combustion */
                    category?: string;
                    facilityId?: string;
                    /** @description Results whose period ends on or after. */
                    periodStart?: string;
                    /** @description Results whose period starts on or before. */
                    periodEnd?: string;
                    /** @description Scope 2 method: location-based or market-based. */
                    method?: "location" | "market" | "location_based" | "market_based";
                    calculationRunId?: string;
                    /** @description Also superseded results and results of corrected activities (default: current only). */
                    includeSuperseded?: "true" | "false";
                    /** @description Also give the 95% range of each group by scope, method and category or facility (`groups`), matching the groups of `/api/results/summary`. */
                    groupBy?: "category" | "facility";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The totals, their ranges and the data-type breakdown */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmissionQualitySummary"];
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/results/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recompute totals from the calculation records and name every result that disagrees
         * @description Checks each result against its immutable calculation record (CO2e, classification, the record-output hash it carries, the record's checksums), compares totals by scope from the records with totals from the results, and recomputes each run's Merkle root against the sealed root and the root in the hash-chained audit log. Detects changes made behind the service's back, also by the database owner with triggers off; see docs/tamper-evidence.md.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Verify this run's results (current or superseded); default: the organization's current results. */
                    runId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The verification */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultsVerification"];
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such calculation run in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every calculation record of one activity version, oldest first */
        get: {
            parameters: {
                query: {
                    /** @description One activity version (current or superseded). */
                    activityId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The records */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["CalculationRecordSummary"][];
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such activity in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A calculation record, everything needed to trace and recompute a result */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalculationRecord"];
                    };
                };
                /** @description No such record in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/records/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recompute a record’s checksums and say whether they hold */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checks */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecordVerification"];
                    };
                };
                /** @description No such record in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recalculations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a recalculation with other dataset versions (stores no result)
         * @description Recalculates the selection with `datasetPins` and stores the outcome as a preview (it expires after 24 hours): per result the old and new CO2e and the delta, and the total delta by scope. Stored results do not change until an ORG_ADMIN accepts the preview.
         */
        post: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RecalculationPreviewRequest"];
                };
            };
            responses: {
                /** @description The preview */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecalculationPreview"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A pinned dataset version is not loaded, or the GWP set cannot be used */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recalculations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recalculation preview and one page of its results */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The preview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecalculationPreview"];
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such preview in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recalculations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a preview: store exactly its results, superseding the old ones
         * @description The old results stay readable (`includeSuperseded=true`) and point at their successors. Refused when the preview was accepted already (409 preview-accepted), no longer matches the stored results (409 preview-stale) or has expired (410 preview-expired).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The recalculation run */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecalculationAccepted"];
                    };
                };
                /** @description No such preview in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Already accepted, or out of date */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Expired */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's reporting periods, oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    status?: "draft" | "submitted" | "approved" | "locked";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Period"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a reporting period (a calendar year or custom dates), in draft */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PeriodCreate"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Period"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No accountable person (or, for this step, no active ORG_ADMIN) behind the caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description It overlaps another period of the organization */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reporting period */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The period */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Period"];
                    };
                };
                /** @description No such period */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a draft period for approval */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The period after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Period"];
                    };
                };
                /** @description No accountable person (or, for this step, no active ORG_ADMIN) behind the caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such period */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The period is not in the status this step starts from (`invalid-status-transition`); submit: a total moved more than the threshold without an explanation (`movement-explanations-missing`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a submitted period: an ORG_ADMIN other than the submitter */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The period after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Period"];
                    };
                };
                /** @description The caller submitted the period (`period-self-approval`), or is no active ORG_ADMIN */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such period */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The period is not in the status this step starts from (`invalid-status-transition`); submit: a total moved more than the threshold without an explanation (`movement-explanations-missing`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock an approved period: its totals are kept and every write into its dates is refused */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The period after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Period"];
                    };
                };
                /** @description No accountable person (or, for this step, no active ORG_ADMIN) behind the caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such period */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The period is not in the status this step starts from (`invalid-status-transition`); submit: a total moved more than the threshold without an explanation (`movement-explanations-missing`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return a submitted or approved period to draft, with the reason (ORG_ADMIN)
         * @description The return (reason, who, from which status) is kept and audited; the submit and approve steps start again. A locked period is reopened instead.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PeriodReturnBody"];
                };
            };
            responses: {
                /** @description The period in draft and the recorded return */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PeriodReturned"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No accountable person (or, for this step, no active ORG_ADMIN) behind the caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such period */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The period is not submitted or approved (`invalid-status-transition`) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a locked period (back to draft), opening a restatement with the cause and reason
         * @description The restatement records the totals the period was locked with; it is completed, with the new totals, the change and its significance against the base-year policy, when the period is locked again.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PeriodReopen"];
                };
            };
            responses: {
                /** @description The reopened period and its open restatement */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PeriodReopened"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No accountable person (or, for this step, no active ORG_ADMIN) behind the caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such period */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The period is not locked */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restatements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's restatements (old, new and delta totals by scope), oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    periodId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Restatement"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restatements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A restatement */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The restatement */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Restatement"];
                    };
                };
                /** @description No such restatement */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/current/base-year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's base year and recalculation policy (defaults until set) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The policy */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BaseYearPolicy"];
                    };
                };
            };
        };
        /** Set the base year, the significance threshold (percent of the base-year total) and the triggers */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BaseYearPolicyUpdate"];
                };
            };
            responses: {
                /** @description The policy as set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BaseYearPolicy"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No active ORG_ADMIN behind the caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The period's totals against the previous period of the same length, with their explanations
         * @description Scope 1, Scope 2 location- and market-based, Scope 3, each Scope 3 category and each facility, from the current results of both periods. A line whose change is more than the threshold percent of its previous total needs an explanation before the period can be submitted.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The movements */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PeriodMovements"];
                    };
                };
                /** @description No such period */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}/movements/explanations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Explain why a line moved (supersedes its previous explanation; the period must be a draft) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MovementExplanationCreate"];
                };
            };
            responses: {
                /** @description The explanation, with the figures it explains */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MovementExplanation"];
                    };
                };
                /** @description Invalid body, or a line key that is not a line of the period */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No accountable ORG_ADMIN or ORG_MEMBER behind the caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such period */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The period is not a draft (return it to draft first), or the line was explained concurrently */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/current/movement-threshold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's movement threshold (5% until set) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The threshold */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MovementPolicy"];
                    };
                };
            };
        };
        /** Set the movement threshold: percent of the previous total above which a movement needs an explanation */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MovementPolicyUpdate"];
                };
            };
            responses: {
                /** @description The threshold as set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MovementPolicy"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No active ORG_ADMIN behind the caller */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assurance/periods/{id}/population": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The full population of a period’s results, as a CSV file
         * @description Every current result of a current activity version whose dates lie inside the period (the rule of the period totals and of reports), in result-id order, CO2e as exact decimals.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV file, as an attachment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description No such period in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assurance/periods/{id}/sample": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A reproducible random sample of a period’s results, stratified by scope or by magnitude
         * @description Proportional allocation over the strata (largest remainders), then a partial Fisher–Yates draw inside each stratum from one xoroshiro128+ generator seeded with `seed`. The same seed, size and stratification on the same population always give the same sample. Each item names its calculation record (`GET /api/records/{id}`) and recalculates at `GET /api/assurance/results/{id}/recalculation`.
         */
        get: {
            parameters: {
                query: {
                    /** @description Seed of the generator (xoroshiro128+): the same seed and size give the same sample. */
                    seed?: number | null;
                    /** @description How many results to draw. */
                    size: number;
                    /** @description Strata: scope 1/2/3, or the decade of the CO2e in kg (`magnitude-1e3`: 1,000 to 9,999.99 kg). */
                    stratifyBy?: "scope" | "magnitude";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sample */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuditSample"];
                    };
                };
                /** @description Invalid seed, size or stratification */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such period in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assurance/results/{id}/recalculation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recalculate one result from its calculation record and compare the value
         * @description Checks the record’s checksums, recomputes its output from the record alone (input, factor snapshots, algorithm version, override) and compares the recomputed CO2e with the result’s.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The recalculation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultRecalculation"];
                    };
                };
                /** @description No such result in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's audit requests, oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    periodId?: string;
                    /** @description Only the requests about this result. */
                    resultId?: string;
                    status?: "open" | "answered";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["AuditRequest"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Ask the organization for a document or an explanation on one result of a period */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AuditRequestCreate"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuditRequest"];
                    };
                };
                /** @description Invalid body, or the result lies outside the period */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such period or result */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An audit request with its answer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The request */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuditRequest"];
                    };
                };
                /** @description No such request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-requests/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer an open audit request with a note (and an evidence item of the result), once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AuditRequestAnswer"];
                };
            };
            responses: {
                /** @description The answered request */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuditRequest"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such request, or no such evidence item */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Already answered */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The evidence item is not of the result’s activity or facility */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instruments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's instruments with what is allocated of each, oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    includeCancelled?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Instrument"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Record a contractual instrument (certificates, PPA, green tariff, supplier rate) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InstrumentCreate"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Instrument"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A certificate id is already claimed (QC2-unique-claim) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instruments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An instrument with its certificate ids and allocated MWh */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The instrument */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Instrument"];
                    };
                };
                /** @description No such instrument */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instruments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an instrument entered in error (once, with a reason, only while nothing is allocated) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LedgerReason"];
                };
            };
            responses: {
                /** @description The cancelled instrument */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Instrument"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such instrument */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Already cancelled, or still allocated */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instruments/{id}/allocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Allocate part of an instrument to one facility's consumption in a period */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AllocationCreate"];
                };
            };
            responses: {
                /** @description The allocation */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Allocation"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such instrument or facility */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Refused by a Scope 2 Quality Criterion (named in details.failures), or a locked period */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live allocations (released ones when asked), oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    instrumentId?: string;
                    facilityId?: string;
                    includeReleased?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Allocation"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allocations/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release an allocation (once, with a reason) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LedgerReason"];
                };
            };
            responses: {
                /** @description The released allocation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Allocation"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such allocation */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Already released, or a locked period */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Project the organization's monthly emissions with a model
         * @description Computed in the request (201) when the estimated fit is within the server's inline budget (`CTP_FORECAST_INLINE_BUDGET_MS`, default 1500 ms, estimated from the model, the months of history, the months predicted and the scenarios or initiatives laid over them). A longer one is queued for a worker: 202 Accepted with `Location: /api/forecasting/jobs/{id}`; poll that job until it is `succeeded` (its `result` is the 201 body) or `failed` (its `problem` has the `type` the request would have answered with). Problems known before fitting (invalid body, unknown or unvalidated model, scenario or initiative, a history shorter than the model needs) are answered at once either way. RFC 7240 `Prefer`: `respond-async` always queues (answered with `Preference-Applied: respond-async`); `wait=N` lowers the budget to N seconds.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description RFC 7240 preferences: `respond-async`, `wait=N` (seconds). */
                    prefer?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ForecastProjectRequest"];
                };
            };
            responses: {
                /** @description Computed and recorded as a forecast run */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForecastResult"];
                    };
                };
                /** @description Queued as a forecast job (see `Location`); poll it for the result */
                202: {
                    headers: {
                        /** @description The forecast job */
                        location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForecastJob"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A named custom model, scenario or initiative is not in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The custom model is not validated yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The history is too short for the model (the problem says how many months it needs), or a scenario, initiative or parameter is invalid */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/scenarios/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compare business as usual with scenario pathways to a year
         * @description Computed in the request (201) when the estimated fit is within the server's inline budget (`CTP_FORECAST_INLINE_BUDGET_MS`, default 1500 ms, estimated from the model, the months of history, the months predicted and the scenarios or initiatives laid over them). A longer one is queued for a worker: 202 Accepted with `Location: /api/forecasting/jobs/{id}`; poll that job until it is `succeeded` (its `result` is the 201 body) or `failed` (its `problem` has the `type` the request would have answered with). Problems known before fitting (invalid body, unknown or unvalidated model, scenario or initiative, a history shorter than the model needs) are answered at once either way. RFC 7240 `Prefer`: `respond-async` always queues (answered with `Preference-Applied: respond-async`); `wait=N` lowers the budget to N seconds.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description RFC 7240 preferences: `respond-async`, `wait=N` (seconds). */
                    prefer?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ForecastCompareRequest"];
                };
            };
            responses: {
                /** @description Computed and recorded as a forecast run */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForecastResult"];
                    };
                };
                /** @description Queued as a forecast job (see `Location`); poll it for the result */
                202: {
                    headers: {
                        /** @description The forecast job */
                        location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForecastJob"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A named custom model, scenario or initiative is not in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The custom model is not validated yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The history is too short for the model (the problem says how many months it needs), or a scenario, initiative or parameter is invalid */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/gap-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gap between the projection and a target pathway, with initiatives ranked by cost per tonne
         * @description Computed in the request (201) when the estimated fit is within the server's inline budget (`CTP_FORECAST_INLINE_BUDGET_MS`, default 1500 ms, estimated from the model, the months of history, the months predicted and the scenarios or initiatives laid over them). A longer one is queued for a worker: 202 Accepted with `Location: /api/forecasting/jobs/{id}`; poll that job until it is `succeeded` (its `result` is the 201 body) or `failed` (its `problem` has the `type` the request would have answered with). Problems known before fitting (invalid body, unknown or unvalidated model, scenario or initiative, a history shorter than the model needs) are answered at once either way. RFC 7240 `Prefer`: `respond-async` always queues (answered with `Preference-Applied: respond-async`); `wait=N` lowers the budget to N seconds.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description RFC 7240 preferences: `respond-async`, `wait=N` (seconds). */
                    prefer?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ForecastGapRequest"];
                };
            };
            responses: {
                /** @description Computed and recorded as a forecast run */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForecastResult"];
                    };
                };
                /** @description Queued as a forecast job (see `Location`); poll it for the result */
                202: {
                    headers: {
                        /** @description The forecast job */
                        location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForecastJob"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A named custom model, scenario or initiative is not in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The custom model is not validated yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The history is too short for the model (the problem says how many months it needs), or a scenario, initiative or parameter is invalid */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/initiatives/model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The projection with and without reduction initiatives, and their economics
         * @description Computed in the request (201) when the estimated fit is within the server's inline budget (`CTP_FORECAST_INLINE_BUDGET_MS`, default 1500 ms, estimated from the model, the months of history, the months predicted and the scenarios or initiatives laid over them). A longer one is queued for a worker: 202 Accepted with `Location: /api/forecasting/jobs/{id}`; poll that job until it is `succeeded` (its `result` is the 201 body) or `failed` (its `problem` has the `type` the request would have answered with). Problems known before fitting (invalid body, unknown or unvalidated model, scenario or initiative, a history shorter than the model needs) are answered at once either way. RFC 7240 `Prefer`: `respond-async` always queues (answered with `Preference-Applied: respond-async`); `wait=N` lowers the budget to N seconds.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description RFC 7240 preferences: `respond-async`, `wait=N` (seconds). */
                    prefer?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ForecastInitiativesRequest"];
                };
            };
            responses: {
                /** @description Computed and recorded as a forecast run */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForecastResult"];
                    };
                };
                /** @description Queued as a forecast job (see `Location`); poll it for the result */
                202: {
                    headers: {
                        /** @description The forecast job */
                        location?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForecastJob"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A named custom model, scenario or initiative is not in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The custom model is not validated yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The history is too short for the model (the problem says how many months it needs), or a scenario, initiative or parameter is invalid */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A queued forecasting request: its status, and its result or problem once settled
         * @description Readable by the users of the organization who may run forecasts. Poll until `status` is `succeeded` or `failed`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForecastJob"];
                    };
                };
                /** @description No such forecast job in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recorded forecast runs, oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ForecastRun"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recorded forecast run (immutable) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The run */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForecastRun"];
                    };
                };
                /** @description No such run in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registered model kinds and the organization's custom models */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The built-in kinds (always) and one page of custom models */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            builtIn: components["schemas"]["ForecastModelKind"][];
                            items: components["schemas"]["CustomForecastModel"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Register a custom forecast model (a configuration of a registered kind); usable once validated */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomForecastModelCreate"];
                };
            };
            responses: {
                /** @description Registered, not yet validated */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomForecastModel"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown model kind or invalid parameters */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/models/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A custom forecast model */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The model */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomForecastModel"];
                    };
                };
                /** @description No such model in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/models/{id}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate a custom forecast model (ORG_ADMIN; once): projections may then use it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Validated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomForecastModel"];
                    };
                };
                /** @description No accountable administrator behind the call */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such model in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Already validated */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The built-in scenario kinds and the stored templates (archived ones left out) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The built-in kinds (always) and one page of stored templates */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            builtIn: {
                                type: string;
                                name: string;
                                description: string;
                                requiredFields: string[];
                            }[];
                            items: components["schemas"]["ScenarioTemplate"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Store a scenario template */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ScenarioTemplateCreate"];
                };
            };
            responses: {
                /** @description Stored */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScenarioTemplate"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The template is not a valid scenario */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/scenarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored scenario template (archived ones too) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The template */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScenarioTemplate"];
                    };
                };
                /** @description No such template in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Archive a template: it leaves the list and new forecasts, and stays readable for the runs that used it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archived */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScenarioTemplate"];
                    };
                };
                /** @description No such active template in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a template or replace its definition (recorded runs keep the version they used) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ScenarioTemplateUpdate"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ScenarioTemplate"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such active template in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The template is not a valid scenario */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/forecasting/initiatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active reduction initiatives, in creation order */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ReductionInitiative"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Store a reduction initiative */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReductionInitiativeCreate"];
                };
            };
            responses: {
                /** @description Stored */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReductionInitiative"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not a valid initiative */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/initiatives/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reduction initiative (archived ones too) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The initiative */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReductionInitiative"];
                    };
                };
                /** @description No such initiative in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Archive an initiative: it leaves the list and new forecasts, and stays readable */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archived */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReductionInitiative"];
                    };
                };
                /** @description No such active initiative in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an initiative (the fields given); a status change must follow the lifecycle */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReductionInitiativeUpdate"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReductionInitiative"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such active initiative in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The lifecycle does not allow this status change */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not a valid initiative */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's products */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Product"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Define a product (id as a URN, description, PACT declared unit) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProductCreate"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The product id is already defined */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description No such product in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/footprints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a product footprint for a reference period (a new immutable version)
         * @description The organization's current results of the period (chosen scopes, optionally facilities; Scope 2 by one method) are allocated to the product: share = productQuantity / totalQuantity (by mass, revenue or units produced); footprint per declared unit = emissions × share / productUnits.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        referencePeriod: {
                            /** Format: date */
                            start: string;
                            /** Format: date */
                            end: string;
                        };
                        scopes: (1 | 2 | 3)[];
                        facilityIds?: string[];
                        /**
                         * @default market_based
                         * @enum {string}
                         */
                        scope2Method?: "location_based" | "market_based";
                        allocation: {
                            /** @enum {string} */
                            method: "mass" | "revenue" | "units";
                            productQuantity: string;
                            totalQuantity: string;
                        };
                        productUnits: string;
                        validityPeriod?: {
                            /** Format: date-time */
                            start: string;
                            /** Format: date-time */
                            end: string;
                        };
                        geographyCountry?: string;
                        boundaryDescription: string;
                        comment?: string;
                    };
                };
            };
            responses: {
                /** @description Published */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StoredProductFootprint"];
                    };
                };
                /** @description Invalid body, or no calculated emissions in the period */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such product in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-footprints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published product footprints, every version, in publication order */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Footprints */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["StoredProductFootprint"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-footprints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One footprint version with its exact stored values and its PACT document */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Footprint */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StoredProductFootprint"];
                    };
                };
                /** @description No such footprint in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sharing-grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's sharing grants, revoked ones included (never secrets) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Grants */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SharingGrant"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a sharing grant for one customer (the client secret is in this response only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SharingGrantCreate"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedSharingGrant"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sharing-grants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sharing grant */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Grant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SharingGrant"];
                    };
                };
                /** @description No such grant in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sharing-grants/{id}/answer-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set who answers the customer’s footprint requests: an administrator, or CTP when footprints match */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SharingGrantAnswerPolicy"];
                };
            };
            responses: {
                /** @description Grant */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SharingGrant"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such grant in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sharing-grants/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a grant: its credentials and every token issued for them are refused at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SharingGrant"];
                    };
                };
                /** @description No such grant in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pact-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Footprint requests received from partners (RequestCreatedEvent) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Requests */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["PactFootprintRequest"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pact-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One received footprint request */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Request */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PactFootprintRequest"];
                    };
                };
                /** @description No such request in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pact-requests/{id}/fulfil": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fulfil a request with footprints: RequestFulfilledEvent is sent to the grant’s callback */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PactRequestFulfil"];
                };
            };
            responses: {
                /** @description Answered (see deliveryError) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PactFootprintRequest"];
                    };
                };
                /** @description A footprint the grant may not read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such request in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Already answered */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pact-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a request with a reason: RequestRejectedEvent is sent to the grant’s callback */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PactRequestReject"];
                };
            };
            responses: {
                /** @description Answered (see deliveryError) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PactFootprintRequest"];
                    };
                };
                /** @description A footprint the grant may not read */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such request in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Already answered */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pact/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PACT Action Authenticate: an access token for client credentials (HTTP Basic)
         * @description Body `grant_type=client_credentials` (application/x-www-form-urlencoded), client id and secret in HTTP Basic. Errors follow RFC 6749 §5.2 (`invalid_client`: 401 for bad credentials, 400 without them).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Token */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            token_type: string;
                            expires_in?: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description `invalid_request`, `unsupported_grant_type` or `invalid_client` without credentials */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description `invalid_client`: unknown client, wrong secret or revoked grant */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pact/3/footprints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PACT Action ListFootprints (pagination by limit/offset with an RFC 8288 Link header)
         * @description Criteria combine with AND; the values of one criterion with OR. Parameter names are matched case-insensitively; unknown parameters are ignored and never copied into the Link header. A query longer than 4096 characters, or whose filters exceed 2048 characters once encoded, is refused with BadRequest.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page size (a positive integer; at most 100 are returned). */
                    limit?: number;
                    /** @description Footprints to skip. */
                    offset?: number;
                    /** @description Product URNs: footprints naming any of them in productIds. Repeat the parameter for several values (OR); the match is case-insensitive. At most 50 values of 500 characters. */
                    productId?: string[];
                    /** @description Company URNs: footprints naming any of them in companyIds. Repeat the parameter for several values (OR); the match is case-insensitive. At most 50 values of 500 characters. */
                    companyId?: string[];
                    /** @description Country codes (also comma-separated). Repeat the parameter for several values (OR); the match is case-insensitive. At most 50 values of 500 characters. */
                    geography?: string[];
                    /** @description Product classifications (CTP publishes none, so any value matches none). Repeat the parameter for several values (OR); the match is case-insensitive. At most 50 values of 500 characters. */
                    classification?: string[];
                    /** @description Active or Deprecated, in any case; another word matches no footprint. */
                    status?: string;
                    /** @description validityPeriodStart <= validOn <= validityPeriodEnd. */
                    validOn?: string;
                    /** @description validAfter < validityPeriodStart. */
                    validAfter?: string;
                    /** @description validityPeriodEnd < validBefore. */
                    validBefore?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Footprints */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: ({
                                /** Format: uuid */
                                id: string;
                                specVersion: string;
                                version?: number;
                                precedingPfIds?: string[];
                                /** Format: date-time */
                                created: string;
                                /** @enum {string} */
                                status: "Active" | "Deprecated";
                                statusComment?: string;
                                /** Format: date-time */
                                validityPeriodStart?: string;
                                /** Format: date-time */
                                validityPeriodEnd?: string;
                                companyName: string;
                                companyIds: string[];
                                productDescription: string;
                                productIds: string[];
                                productClassifications?: string[];
                                productNameCompany: string;
                                comment?: string;
                                pcf: {
                                    /** @enum {string} */
                                    declaredUnitOfMeasurement: "liter" | "kilogram" | "cubic meter" | "kilowatt hour" | "megajoule" | "ton kilometer" | "square meter" | "piece" | "hour" | "megabit second";
                                    declaredUnitAmount: string;
                                    productMassPerDeclaredUnit: string;
                                    /** Format: date-time */
                                    referencePeriodStart: string;
                                    /** Format: date-time */
                                    referencePeriodEnd: string;
                                    geographyRegionOrSubregion?: string;
                                    geographyCountry?: string;
                                    geographyCountrySubdivision?: string;
                                    boundaryProcessesDescription?: string;
                                    pcfExcludingBiogenicUptake: string;
                                    pcfIncludingBiogenicUptake: string;
                                    fossilCarbonContent: string;
                                    biogenicCarbonContent?: string;
                                    fossilGhgEmissions: string;
                                    landManagementBiogenicCO2Removals?: string;
                                    aircraftGhgEmissions?: string;
                                    packagingEmissionsIncluded: boolean;
                                    ccsTechnologicalCO2CaptureIncluded: boolean;
                                    ipccCharacterizationFactors: string[];
                                    crossSectoralStandards: ("ISO14067" | "ISO14083" | "ISO14040-44" | "GHGP-Product" | "PEF" | "PACT-1.0" | "PACT-2.0" | "PACT-3.0")[];
                                    exemptedEmissionsPercent: string;
                                    exemptedEmissionsDescription?: string;
                                    allocationRulesDescription?: string;
                                    secondaryEmissionFactorSources?: ({
                                        name: string;
                                        version: string;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    primaryDataShare?: string;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description BadRequest (also an invalid token) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description TokenExpired: the access token has expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pact/3/footprints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PACT Action GetFootprint */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The footprint */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                id: string;
                                specVersion: string;
                                version?: number;
                                precedingPfIds?: string[];
                                /** Format: date-time */
                                created: string;
                                /** @enum {string} */
                                status: "Active" | "Deprecated";
                                statusComment?: string;
                                /** Format: date-time */
                                validityPeriodStart?: string;
                                /** Format: date-time */
                                validityPeriodEnd?: string;
                                companyName: string;
                                companyIds: string[];
                                productDescription: string;
                                productIds: string[];
                                productClassifications?: string[];
                                productNameCompany: string;
                                comment?: string;
                                pcf: {
                                    /** @enum {string} */
                                    declaredUnitOfMeasurement: "liter" | "kilogram" | "cubic meter" | "kilowatt hour" | "megajoule" | "ton kilometer" | "square meter" | "piece" | "hour" | "megabit second";
                                    declaredUnitAmount: string;
                                    productMassPerDeclaredUnit: string;
                                    /** Format: date-time */
                                    referencePeriodStart: string;
                                    /** Format: date-time */
                                    referencePeriodEnd: string;
                                    geographyRegionOrSubregion?: string;
                                    geographyCountry?: string;
                                    geographyCountrySubdivision?: string;
                                    boundaryProcessesDescription?: string;
                                    pcfExcludingBiogenicUptake: string;
                                    pcfIncludingBiogenicUptake: string;
                                    fossilCarbonContent: string;
                                    biogenicCarbonContent?: string;
                                    fossilGhgEmissions: string;
                                    landManagementBiogenicCO2Removals?: string;
                                    aircraftGhgEmissions?: string;
                                    packagingEmissionsIncluded: boolean;
                                    ccsTechnologicalCO2CaptureIncluded: boolean;
                                    ipccCharacterizationFactors: string[];
                                    crossSectoralStandards: ("ISO14067" | "ISO14083" | "ISO14040-44" | "GHGP-Product" | "PEF" | "PACT-1.0" | "PACT-2.0" | "PACT-3.0")[];
                                    exemptedEmissionsPercent: string;
                                    exemptedEmissionsDescription?: string;
                                    allocationRulesDescription?: string;
                                    secondaryEmissionFactorSources?: ({
                                        name: string;
                                        version: string;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    primaryDataShare?: string;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description BadRequest (also an invalid token) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description TokenExpired: the access token has expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description AccessDenied: the grant does not cover this footprint */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description NotFound */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pact/3/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PACT Action Events (CloudEvents 1.0, structured mode)
         * @description Event types: org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3, org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3, org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3, org.wbcsd.pact.ProductFootprint.PublishedEvent.3.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/cloudevents+json": ({
                        /** @enum {string} */
                        specversion: "1.0";
                        id: string;
                        source: string;
                        /** Format: date-time */
                        time?: string;
                        subject?: string;
                        datacontenttype?: string;
                        /** @enum {string} */
                        type: "org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3";
                        data: {
                            productId?: string[];
                            companyId?: string[];
                            geography?: string[];
                            classification?: string[];
                            /** Format: date-time */
                            validOn?: string;
                            /** Format: date-time */
                            validAfter?: string;
                            /** Format: date-time */
                            validBefore?: string;
                            /** @enum {string} */
                            status?: "Active" | "Deprecated";
                            comment?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    }) | ({
                        /** @enum {string} */
                        specversion: "1.0";
                        id: string;
                        source: string;
                        /** Format: date-time */
                        time?: string;
                        subject?: string;
                        datacontenttype?: string;
                        /** @enum {string} */
                        type: "org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3";
                        data: {
                            requestEventId: string;
                            pfs: ({
                                /** Format: uuid */
                                id: string;
                                specVersion: string;
                                version?: number;
                                precedingPfIds?: string[];
                                /** Format: date-time */
                                created: string;
                                /** @enum {string} */
                                status: "Active" | "Deprecated";
                                statusComment?: string;
                                /** Format: date-time */
                                validityPeriodStart?: string;
                                /** Format: date-time */
                                validityPeriodEnd?: string;
                                companyName: string;
                                companyIds: string[];
                                productDescription: string;
                                productIds: string[];
                                productClassifications?: string[];
                                productNameCompany: string;
                                comment?: string;
                                pcf: {
                                    /** @enum {string} */
                                    declaredUnitOfMeasurement: "liter" | "kilogram" | "cubic meter" | "kilowatt hour" | "megajoule" | "ton kilometer" | "square meter" | "piece" | "hour" | "megabit second";
                                    declaredUnitAmount: string;
                                    productMassPerDeclaredUnit: string;
                                    /** Format: date-time */
                                    referencePeriodStart: string;
                                    /** Format: date-time */
                                    referencePeriodEnd: string;
                                    geographyRegionOrSubregion?: string;
                                    geographyCountry?: string;
                                    geographyCountrySubdivision?: string;
                                    boundaryProcessesDescription?: string;
                                    pcfExcludingBiogenicUptake: string;
                                    pcfIncludingBiogenicUptake: string;
                                    fossilCarbonContent: string;
                                    biogenicCarbonContent?: string;
                                    fossilGhgEmissions: string;
                                    landManagementBiogenicCO2Removals?: string;
                                    aircraftGhgEmissions?: string;
                                    packagingEmissionsIncluded: boolean;
                                    ccsTechnologicalCO2CaptureIncluded: boolean;
                                    ipccCharacterizationFactors: string[];
                                    crossSectoralStandards: ("ISO14067" | "ISO14083" | "ISO14040-44" | "GHGP-Product" | "PEF" | "PACT-1.0" | "PACT-2.0" | "PACT-3.0")[];
                                    exemptedEmissionsPercent: string;
                                    exemptedEmissionsDescription?: string;
                                    allocationRulesDescription?: string;
                                    secondaryEmissionFactorSources?: ({
                                        name: string;
                                        version: string;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    primaryDataShare?: string;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    }) | ({
                        /** @enum {string} */
                        specversion: "1.0";
                        id: string;
                        source: string;
                        /** Format: date-time */
                        time?: string;
                        subject?: string;
                        datacontenttype?: string;
                        /** @enum {string} */
                        type: "org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3";
                        data: {
                            requestEventId: string;
                            error: {
                                /** @enum {string} */
                                code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                                message: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    }) | ({
                        /** @enum {string} */
                        specversion: "1.0";
                        id: string;
                        source: string;
                        /** Format: date-time */
                        time?: string;
                        subject?: string;
                        datacontenttype?: string;
                        /** @enum {string} */
                        type: "org.wbcsd.pact.ProductFootprint.PublishedEvent.3";
                        data: {
                            pfIds: string[];
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            responses: {
                /** @description Accepted (empty body) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description BadRequest or NotImplemented */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description TokenExpired: the access token has expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description AccessDenied (also a RequestCreatedEvent whose source names a host outside the grant) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pact/ctp/1/profiles/{publicOrgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organization's public profile (name and publicOrgId only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    publicOrgId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            /** Format: uuid */
                            publicOrgId: string;
                        };
                    };
                };
                /** @description NotFound */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pact/ctp/1/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public profile of the data owner whose grant issued the bearer token */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            /** Format: uuid */
                            publicOrgId: string;
                        };
                    };
                };
                /** @description BadRequest (invalid or expired token) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pact/ctp/1/corporate-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CTP corporate export (v1): the period's emissions by scope allocated to the grant's customer */
        get: {
            parameters: {
                query: {
                    periodStart: string;
                    periodEnd: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The export */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exportVersion: string;
                            companyName: string;
                            companyIds: string[];
                            customerName: string;
                            period: {
                                /** Format: date */
                                start: string;
                                /** Format: date */
                                end: string;
                            } & {
                                [key: string]: unknown;
                            };
                            allocation: {
                                /** @enum {string} */
                                method: "revenue" | "physical" | "fixed";
                                share: string;
                                description: string;
                            } & {
                                [key: string]: unknown;
                            };
                            scopes: ({
                                scope: 1 | 2 | 3;
                                totalKgCo2e: string;
                                allocatedKgCo2e: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            allocatedTotalKgCo2e: string;
                            methodology: {
                                algorithms: ({
                                    id: string;
                                    version: string;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                factorDatasets: ({
                                    id: string;
                                    version: string;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                gwpSets: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            generatedAt: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description BadRequest (also an invalid or expired token) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description AccessDenied: no corporate allocation on the grant, or the period is not granted */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "BadRequest" | "AccessDenied" | "NotFound" | "NotImplemented" | "TokenExpired" | "InternalError";
                            message: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's suppliers in creation order */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Supplier"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a supplier */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SupplierCreate"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Supplier"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A supplier, with the status of its last sync (and why it failed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The supplier */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Supplier"];
                    };
                };
                /** @description No such supplier */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a supplier (only the fields given; null clears an optional field) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SupplierUpdate"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Supplier"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such supplier */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/suppliers/{id}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the client credentials the supplier issued to us (write only: the secret is never returned) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SupplierCredentials"];
                };
            };
            responses: {
                /** @description Set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Supplier"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such supplier */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{id}/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The supplier's purchases, with the activity each one produced */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SupplierPurchase"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description No such supplier */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Record a purchase from the supplier (a product quantity, or a share of its corporate emissions) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SupplierPurchaseCreate"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SupplierPurchase"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such supplier */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a sync: pull the supplier's footprints over PACT and update the supplier-specific activity */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SupplierSyncQueued"];
                    };
                };
                /** @description No such supplier */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The supplier has no PACT integration */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{id}/syncs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The supplier's syncs, with what each changed or why it changed nothing */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SupplierSync"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description No such supplier */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{id}/footprints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every footprint version received from the supplier (a changed footprint is a new version) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ReceivedFootprint"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description No such supplier */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Footprint requests sent to the supplier, with the answers received */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SupplierFootprintRequest"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description No such supplier */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Ask the supplier for footprints of products (sends a PACT RequestCreatedEvent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SupplierFootprintRequestCreate"];
                };
            };
            responses: {
                /** @description Recorded; `status` says whether the supplier accepted it */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SupplierFootprintRequest"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such supplier */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The supplier has no PACT integration */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's reports, oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of reports (without job details: read one report for those) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Report"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Request a report: creates it with its verification code and queues its generation
         * @description The latest version of the framework is used; the report records it and the template version. Generation runs in a worker; poll `GET /api/reports/{id}/status`. A complete report never changes: to regenerate, request a new report.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReportCreate"];
                };
            };
            responses: {
                /** @description Queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Report"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such template in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown framework, or a template that cannot be used */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A report with its job status, artifacts and hashes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Report"];
                    };
                };
                /** @description No such report in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress of a report, for polling
         * @description Steps: 10 `Collecting data...`, 30 `Mapping to framework...`, 50 `Rendering template...`, 70 `Generating PDF...`, 90 `Uploading artifacts...`, 100 `Complete`. A retried attempt starts again at 10 (`steps` keeps every attempt).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Progress */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportStatus"];
                    };
                };
                /** @description No such report in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/download/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one artifact of a complete report
         * @description Formats: `pdf` (report.pdf), `html` (report.html), `json` (data.json), `csv` (emissions.csv), `activity-csv` (activity-data.csv), `methodology` (methodology.md). The `ETag` is the SHA-256 of the file, as listed by the public verification lookup. The file is offered under a name that says organization, framework and period (`{slug}_{framework}_{period}_{file}`, e.g. `acme_tcfd_2025_report.pdf`; the period is the year for a calendar year, else `{start}_{end}`); verification uses the file names listed above.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    /** @description `pdf` report.pdf, `html` report.html, `json` data.json, `csv` emissions.csv, `activity-csv` activity-data.csv, `methodology` methodology.md */
                    format: "activity-csv" | "json" | "csv" | "methodology" | "html" | "pdf";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file, as an attachment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such report in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The report is not complete */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report-frameworks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The frameworks this deployment reports in (built-in and plugin), every version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The catalogue; `current` marks the version new reports use */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                code: string;
                                version: string;
                                name: string;
                                /** @enum {string} */
                                source: "built-in" | "plugin";
                                definitionHash: string;
                                disclosures: {
                                    id: string;
                                    title: string;
                                    section: string;
                                    /** @description The organization-provided texts this disclosure takes: a template supplies each under `content.narratives[key]` */
                                    narratives: {
                                        key: string;
                                        label: string;
                                    }[];
                                }[];
                                current: boolean;
                                /** @description This framework replaces `code` for reporting periods starting on or after `forPeriodsFrom` (GRI 102 replaces GRI 305 from 2027): a report requested under `code` for such a period is made with this one unless the request sets `keepFramework` */
                                supersedes: {
                                    code: string;
                                    forPeriodsFrom: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report templates of the organization (archived ones included), current versions */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ReportTemplate"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a report template (version 1) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReportTemplateCreate"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportTemplate"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unknown framework */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A report template (current version) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The template */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportTemplate"];
                    };
                };
                /** @description No such template in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        /** Replace a template: records a new version (reports keep the version they used) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReportTemplateChange"];
                };
            };
            responses: {
                /** @description The new version */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportTemplate"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such active template in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        /** Archive a template: new reports cannot use it; its versions stay for the reports that did */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Archived */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportTemplate"];
                    };
                };
                /** @description No such template in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Already archived */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report-templates/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every version of a template, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The versions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ReportTemplateVersion"][];
                        };
                    };
                };
                /** @description No such template in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public: the recorded metadata and hashes of a report, by its verification code
         * @description No sign-in. Returns only what the report itself prints plus its hashes. Rate limited per client address (`CTP_VERIFY_LOOKUPS_PER_MINUTE`). Any code that does not name a complete report gets the same 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The code printed on the report */
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report is genuine */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportVerification"];
                    };
                };
                /** @description No complete report has this code */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many lookups from this address (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-assistant/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the assistant about your organization's data
         * @description The answer is built from the organization's own data only, checked by the guard (figures not in the data withhold the answer; compliance claims are removed; suggested data changes are marked for a person to confirm) and logged before it is returned. The assistant changes nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AssistantChatRequest"];
                };
            };
            responses: {
                /** @description The answer (or why it was withheld) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AssistantChatResponse"];
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description organizationId is not your organization */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description conversationId names no conversation of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many questions (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The model server failed (the exchange is logged) */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The model server did not answer in time (the exchange is logged) */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-assistant/chat/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the assistant, answered as server-sent events
         * @description Events: `context` (the context summary), `progress` ({characters}) while the model generates, then, once the answer is guarded and logged, `delta` ({text}) pieces of the answer and `answer` (the same body as /chat). A provider failure ends the stream with `error` (a problem object). The guard must see the whole answer first, so no unchecked text is ever streamed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AssistantChatRequest"];
                };
            };
            responses: {
                /** @description text/event-stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Invalid body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description organizationId is not your organization */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description conversationId names no conversation of yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many questions (see Retry-After) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-assistant/interactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every logged exchange with the assistant, oldest first (without the full context) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    userId?: string;
                    conversationId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["AssistantInteraction"][];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Invalid query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-assistant/interactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One exchange with its full context and what people did with it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The exchange */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AssistantInteractionDetail"];
                    };
                };
                /** @description No such exchange in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-assistant/interactions/{id}/human-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record what you did with an answer or one of its suggestions
         * @description Only the person (or API token) who asked may record. Entries are append-only: a change of mind is a new entry. The assistant itself never acts on a suggestion.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AssistantHumanActionCreate"];
                };
            };
            responses: {
                /** @description Recorded */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AssistantHumanAction"];
                    };
                };
                /** @description You did not ask this question */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such exchange in this organization */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The answer has no suggestion with that index */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Liveness: {
            /** @enum {string} */
            status: "alive";
        };
        Readiness: {
            /** @enum {string} */
            status: "ready";
            checks: {
                name: string;
                ok: boolean;
                durationMs: number;
            }[];
        };
        Problem: {
            /** @example urn:ctp:problem:validation-failed */
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            requestId?: string;
            code: string;
            errors?: {
                pointer: string;
                in?: string;
                code: string;
                message: string;
            }[];
        };
        SetupResult: {
            organization: {
                /** Format: uuid */
                id: string;
                publicOrgId: string;
                slug: string;
                name: string;
            };
            admin: {
                /** Format: uuid */
                id: string;
                email: string;
                name: string;
                role: string;
            } | null;
        };
        SetupInput: {
            organizationName: string;
            organizationSlug: string;
            adminName: string;
            /** Format: email */
            adminEmail: string;
            adminPassword?: string;
        };
        SetupStatus: {
            /** @description True until the first organization exists */
            pending: boolean;
        };
        SignInOptions: {
            /** @description Whether an organization has this slug; null when none was asked. Tells no more than starting single sign-on does (see the README). */
            organizationFound: boolean | null;
            /** @description Whether this server accepts email and password sign-in (`POST /api/auth/sign-in`). */
            passwordSignIn: boolean;
            /** @description Present when the organization has an enabled single sign-on configuration */
            singleSignOn: {
                /** @description Who to sign in with: the configured display name, else the issuer’s host */
                label: string;
                /** @example /api/auth/oidc/authorize?organizationId=acme */
                authorizeUrl: string;
            } | null;
        };
        SignInInput: {
            organizationSlug: string;
            email: string;
            password: string;
        };
        SessionInfo: {
            /** @enum {string} */
            kind: "session" | "token";
            /** @enum {string} */
            role: "ORG_ADMIN" | "ORG_MEMBER" | "AUDITOR" | "READ_ONLY";
            organization: {
                /** Format: uuid */
                id: string;
                publicOrgId: string;
                slug: string;
                name: string;
            };
            user: {
                /** Format: uuid */
                id: string;
                email: string;
                name: string;
                role: string;
            } | null;
            /** Format: uuid */
            tokenId: string | null;
            /** @description Send it as `x-csrf-token` on writes. */
            csrfToken: string | null;
        };
        AuthConfig: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            issuer: string;
            clientId: string;
            clientSecretSet: boolean;
            audience: string | null;
            groupClaim: string;
            scopes: string;
            enabled: boolean;
            allowInsecureHttp: boolean;
            displayName: string | null;
            /** @description Register this redirect URI at the provider. */
            redirectUri: string;
            updatedAt: string;
        };
        AuthConfigInput: {
            /**
             * Format: uri
             * @example https://keycloak.example.com/realms/acme
             */
            issuer: string;
            clientId: string;
            /** @description Needed for browser sign-in (machine tokens need none); omit to keep the stored one. Never returned. */
            clientSecret?: string;
            /**
             * @description Required `aud` of provider access tokens for machine clients; null refuses them. Must differ from clientId (users' ID tokens carry the client id as `aud`) and be unique with this issuer in the deployment.
             * @default null
             */
            audience: string | null;
            /** @default groups */
            groupClaim: string;
            /** @default openid email profile */
            scopes: string;
            /** @default true */
            enabled: boolean;
            /**
             * @description Local development only: accept an http:// issuer (always refused in production).
             * @default false
             */
            allowInsecureHttp: boolean;
            /** @description Shown as "Sign in with …". */
            displayName?: string;
        };
        AuthConfigTestResult: {
            success: boolean;
            /** @enum {string} */
            message: "Connection successful! OIDC configuration is valid." | "Invalid issuer" | "Client authentication failed" | "Redirect URI mismatch";
            /** @enum {string} */
            step: "discovery" | "client_authentication" | "redirect_uri" | "complete";
            /** @description The provider's own error when a step failed. */
            detail?: string;
        };
        AuthConfigTestInput: {
            /** Format: uri */
            issuer?: string;
            clientId?: string;
            clientSecret?: string;
            scopes?: string;
            allowInsecureHttp?: boolean;
        };
        RoleMapping: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            authConfigId: string | null;
            /** @enum {string} */
            kind: "email_domain" | "group" | "attribute" | "default";
            claim: string | null;
            value: string | null;
            /** @enum {string} */
            role: "ORG_ADMIN" | "ORG_MEMBER" | "AUDITOR" | "READ_ONLY";
            priority: number;
            createdAt: string;
            updatedAt: string;
        };
        RoleMappingInput: {
            /** Format: uuid */
            authConfigId: string;
            /**
             * @description `email_domain` (value `@example.com`), `group` (value: a group in the group claim), `attribute` (claim path in `claim`, expected value in `value`), or `default` (priority 0, no value: applies when nothing else matches).
             * @enum {string}
             */
            kind: "email_domain" | "group" | "attribute" | "default";
            /** @description Claim path of an `attribute` mapping (`department`, `org.unit`). */
            claim?: string | null;
            value?: string | null;
            /** @enum {string} */
            role: "ORG_ADMIN" | "ORG_MEMBER" | "AUDITOR" | "READ_ONLY";
            /** @description Evaluated from the highest down; the first match wins. */
            priority: number;
        };
        RoleMappingPatch: {
            /**
             * @description `email_domain` (value `@example.com`), `group` (value: a group in the group claim), `attribute` (claim path in `claim`, expected value in `value`), or `default` (priority 0, no value: applies when nothing else matches).
             * @enum {string}
             */
            kind?: "email_domain" | "group" | "attribute" | "default";
            /** @description Claim path of an `attribute` mapping (`department`, `org.unit`). */
            claim?: string | null;
            value?: string | null;
            /** @enum {string} */
            role?: "ORG_ADMIN" | "ORG_MEMBER" | "AUDITOR" | "READ_ONLY";
            /** @description Evaluated from the highest down; the first match wins. */
            priority?: number;
        };
        CreatedApiToken: components["schemas"]["ApiToken"] & {
            /** @description The secret, shown once: store it now. */
            token: string;
        };
        ApiToken: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            role: "ORG_ADMIN" | "ORG_MEMBER" | "AUDITOR" | "READ_ONLY";
            lastFour: string;
            /** Format: uuid */
            createdBy: string | null;
            createdAt: string;
            expiresAt: string | null;
            revokedAt: string | null;
            lastUsedAt: string | null;
        };
        TokenCreate: {
            name: string;
            /** @enum {string} */
            role: "ORG_ADMIN" | "ORG_MEMBER" | "AUDITOR" | "READ_ONLY";
            /**
             * Format: date-time
             * @description Omit for a token that does not expire.
             */
            expiresAt?: string;
        };
        Organization: {
            /** Format: uuid */
            id: string;
            publicOrgId: string;
            slug: string;
            name: string;
            settings: {
                [key: string]: unknown;
            };
            createdAt: string;
            updatedAt: string;
        };
        OrganizationUpdate: {
            name?: string;
            /** @description Replaces the settings object (JSON values). `calculation` is checked: `{ methaneGwp?: "by_source" | "single" }`. */
            settings?: {
                [key: string]: unknown;
            };
        };
        AuditEntry: {
            /** Format: uuid */
            id: string;
            seq: string;
            occurredAt: string;
            actorType: string;
            actorId: string | null;
            /** @description The user's or API token's name as it is now (not part of the hashed entry); null for the system, anonymous callers and ids that name nobody in the organization. */
            actorName: string | null;
            action: string;
            entityType: string;
            entityId: string | null;
            details: {
                [key: string]: unknown;
            };
            requestId: string | null;
            prevHash: string;
            hash: string;
            /** @description How `hash` was computed: 1 (entries written before hash versions) hashes `occurredAt` at milliseconds; 2 hashes it as stored, at microseconds, as given here. See docs/tamper-evidence.md. */
            hashVersion: 1 | 2;
        };
        AuditChainVerification: {
            valid: boolean;
            checked: number;
            headHash: string;
            firstBrokenId?: string;
            /** @enum {string} */
            reason?: "hash_mismatch" | "prev_hash_mismatch" | "sequence_gap";
        };
        Facility: {
            /** Format: uuid */
            id: string;
            name: string;
            address: string | null;
            country: string | null;
            gridRegion: string | null;
            createdAt: string;
            updatedAt: string;
        };
        FacilityCreate: {
            name: string;
            address?: string | null;
            country?: string | null;
            /** @description Grid region for Scope 2 factors. */
            gridRegion?: string | null;
        };
        FacilityUpdate: {
            name?: string;
            address?: string | null;
            country?: string | null;
            gridRegion?: string | null;
        };
        EvidenceFile: {
            /**
             * Format: uuid
             * @description This version’s id.
             */
            id: string;
            /** Format: uuid */
            evidenceId: string;
            version: number;
            /**
             * Format: uuid
             * @description The activity version it was uploaded against.
             */
            activityId: string | null;
            /** Format: uuid */
            facilityId: string | null;
            /** Format: uuid */
            instrumentId: string | null;
            /** @enum {string} */
            kind: "invoice" | "meter_reading" | "certificate" | "contract" | "other";
            fileName: string;
            mediaType: string;
            sizeBytes: number;
            /** @description SHA-256 of the bytes, lowercase hex. */
            sha256: string;
            /** @description The user (or API token) that uploaded it. */
            uploadedBy: string | null;
            /** @enum {string} */
            uploadedByType: "user" | "api_token";
            createdAt: string;
            /** @description Where its bytes are served. */
            downloadPath: string;
        };
        EvidenceList: {
            items: components["schemas"]["EvidenceItem"][];
        };
        EvidenceItem: {
            /** Format: uuid */
            evidenceId: string;
            /** @enum {string} */
            kind: "invoice" | "meter_reading" | "certificate" | "contract" | "other";
            latest: components["schemas"]["EvidenceFile"];
            /** @description Every version, oldest first. */
            versions: components["schemas"]["EvidenceFile"][];
        };
        ActivityCoverage: {
            from: string;
            to: string;
            /**
             * @description YYYY-MM, oldest first.
             * @example [
             *       "2025-01"
             *     ]
             */
            months: string[];
            /** @description Every facility (by name), each with a count per month, then a row for activities without a facility when there are any. */
            facilities: components["schemas"]["ActivityCoverageRow"][];
        };
        ActivityCoverageRow: {
            /**
             * Format: uuid
             * @description null: activities recorded without a facility.
             */
            facilityId: string | null;
            /** @description The facility’s name; null for the no-facility row. */
            name: string | null;
            /** @description Current activity versions whose period overlaps each month, in the order of `months` (0: no data). */
            counts: number[];
        };
        Activity: {
            /** Format: uuid */
            id: string;
            version: number;
            /** Format: uuid */
            supersedesId: string | null;
            supersededAt: string | null;
            /** Format: uuid */
            supersededBy: string | null;
            category: string;
            /** @description Exact decimal, without exponent or trailing zeros. */
            quantity: string;
            unit: string;
            periodStart: string;
            periodEnd: string;
            /** Format: uuid */
            facilityId: string | null;
            region: string | null;
            attributes: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            dataQuality: "measured" | "calculated" | "estimated";
            /**
             * @description As stated, else derived from dataQuality.
             * @enum {string}
             */
            dataType: "primary_measured" | "primary_calculated" | "supplier_specific" | "secondary_average" | "spend_based" | "estimated_proxy";
            /** @description As stated, else the data type default. */
            qualityScore: number;
            /** @description False when dataType was derived, not stated. */
            dataTypeStated: boolean;
            /** @description False when qualityScore was derived, not stated. */
            qualityScoreStated: boolean;
            sourceDocument: string | null;
            /** Format: uuid */
            enteredBy: string | null;
            createdAt: string;
            /**
             * Format: uuid
             * @description Id of version 1; every correction keeps it.
             */
            lineageId: string;
            correctionReason: string | null;
        };
        ActivityCreate: {
            category: string;
            /** @example 12345.678901234567891 */
            quantity: string;
            unit: string;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            /** Format: uuid */
            facilityId?: string | null;
            region?: string | null;
            /** @description Free-form JSON attributes used by the algorithms (fuel type, …). */
            attributes?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            dataQuality?: "measured" | "calculated" | "estimated";
            /**
             * @description Kind of data (GHG Protocol Scope 3 guidance): primary measured or calculated, supplier-specific, secondary average, spend-based, estimated or proxy. Derived from dataQuality when absent.
             * @enum {string}
             */
            dataType?: "primary_measured" | "primary_calculated" | "supplier_specific" | "secondary_average" | "spend_based" | "estimated_proxy";
            /** @description Data-quality score, 1 very good to 5 very poor; the data type sets the default when absent. */
            qualityScore?: number;
            sourceDocument?: string | null;
        };
        /** @description The complete new content of the activity, and the reason for the correction. */
        ActivityCorrection: {
            category: string;
            /** @example 12345.678901234567891 */
            quantity: string;
            unit: string;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            /** Format: uuid */
            facilityId?: string | null;
            region?: string | null;
            /** @description Free-form JSON attributes used by the algorithms (fuel type, …). */
            attributes?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            dataQuality?: "measured" | "calculated" | "estimated";
            /**
             * @description Kind of data (GHG Protocol Scope 3 guidance): primary measured or calculated, supplier-specific, secondary average, spend-based, estimated or proxy. Derived from dataQuality when absent.
             * @enum {string}
             */
            dataType?: "primary_measured" | "primary_calculated" | "supplier_specific" | "secondary_average" | "spend_based" | "estimated_proxy";
            /** @description Data-quality score, 1 very good to 5 very poor; the data type sets the default when absent. */
            qualityScore?: number;
            sourceDocument?: string | null;
            /** @description Why the activity is corrected. */
            reason: string;
        };
        ActivityHistory: {
            /**
             * Format: uuid
             * @description Id of version 1, shared by every version.
             */
            lineageId: string;
            /** Format: uuid */
            currentId: string;
            /** @description Oldest first. */
            versions: components["schemas"]["ActivityVersion"][];
        };
        ActivityVersion: {
            /** Format: uuid */
            id: string;
            version: number;
            /** Format: uuid */
            supersedesId: string | null;
            supersededAt: string | null;
            /** Format: uuid */
            supersededBy: string | null;
            category: string;
            /** @description Exact decimal, without exponent or trailing zeros. */
            quantity: string;
            unit: string;
            periodStart: string;
            periodEnd: string;
            /** Format: uuid */
            facilityId: string | null;
            region: string | null;
            attributes: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            dataQuality: "measured" | "calculated" | "estimated";
            /**
             * @description As stated, else derived from dataQuality.
             * @enum {string}
             */
            dataType: "primary_measured" | "primary_calculated" | "supplier_specific" | "secondary_average" | "spend_based" | "estimated_proxy";
            /** @description As stated, else the data type default. */
            qualityScore: number;
            /** @description False when dataType was derived, not stated. */
            dataTypeStated: boolean;
            /** @description False when qualityScore was derived, not stated. */
            qualityScoreStated: boolean;
            sourceDocument: string | null;
            /**
             * Format: uuid
             * @description The signed-in user who recorded this version (null for API tokens and the command line).
             */
            enteredBy: string | null;
            /** @description When this version was recorded. */
            createdAt: string;
            current: boolean;
            /** @description The audit actor of the create or correction (a user, an API token). Null for rows of a bulk import: its one `activity.import` audit entry names the actor. */
            recordedBy: {
                actorType: string;
                actorId: string | null;
            } | null;
            /** @description Why this version corrected the previous one (null for version 1). */
            reason: string | null;
            /** @description Fields that differ from the previous version. */
            changes: ("category" | "quantity" | "unit" | "periodStart" | "periodEnd" | "facilityId" | "region" | "attributes" | "dataQuality" | "dataType" | "qualityScore" | "sourceDocument")[];
        };
        ActivityImportResult: {
            /** @description Number of activities stored. */
            imported: number;
            /** @description Ids of the new activities, in row order. */
            ids: string[];
            /** @enum {string} */
            format: "csv" | "json";
        };
        ActivityImportJson: unknown[] | {
            /**
             * @description Activity rows: objects with facilityId, facility, category, quantity, unit, periodStart, periodEnd, region, dataQuality, dataType, qualityScore, sourceDocument, attributes (as in POST /api/activities; quantity a decimal string; facility a facility name instead of facilityId).
             * @example [
             *       {
             *         "facility": "Plant 1",
             *         "category": "stationary_combustion",
             *         "quantity": "1500.25",
             *         "unit": "kWh",
             *         "periodStart": "2025-01-01",
             *         "periodEnd": "2025-01-31",
             *         "attributes": {
             *           "fuel": "natural_gas"
             *         }
             *       }
             *     ]
             */
            rows: unknown[];
        };
        ActivityImportCheck: {
            /** @enum {boolean} */
            valid: true;
            /** @description Number of rows that the import would store. */
            rows: number;
            /** @enum {string} */
            format: "csv" | "json";
        };
        EmissionFactor: {
            datasetId: string;
            datasetVersion: string;
            datasetTitle: string;
            publisher: string;
            /** @enum {string} */
            origin: "shipped" | "custom";
            category: string;
            /** @description Fuel or item id, e.g. `natural_gas`, `grid_average`. */
            subcategory: string;
            /** @description kg CO2e per `unit` as published (exact decimal string); null when only gas masses are given. */
            factor: string | null;
            /** @example kg CO2e/kWh */
            factorUnit: string;
            unit: string;
            /** @description kg of each gas per `unit` (exact decimal strings). */
            gases: {
                [key: string]: string;
            } | null;
            co2eByGas: {
                [key: string]: string;
            } | null;
            region: string;
            gwpSet: string | null;
            gwpTimeframe: string | null;
            effectiveFrom: string;
            effectiveTo: string | null;
            source: string;
            sourceUrl: string;
            status: string | null;
            priceYear: number | null;
            notes: string | null;
        };
        FactorDataset: {
            datasetId: string;
            datasetVersion: string;
            title: string;
            publisher: string;
            source: string;
            sourceUrl: string;
            license: string;
            /** @enum {string} */
            origin: "shipped" | "custom";
            factorCount: number;
            /**
             * Format: uuid
             * @description Store id of a custom dataset; null for shipped ones.
             */
            id: string | null;
            importedAt: string | null;
        };
        CustomDatasetJson: {
            /**
             * @description Lower-case letters, digits and dashes.
             * @example acme-supplier-factors
             */
            datasetId: string;
            /** @example 2025.1 */
            datasetVersion: string;
            title: string;
            /** @description Citation of where the numbers come from. */
            source: string;
            sourceUrl: string;
            publisher?: string;
            license?: string;
            notes?: string;
            /** @description Rows with category, subcategory, factor (decimal string, kg CO2e per unit), gases, co2eByGas, unit, region, gwpSet, gwpTimeframe, effectiveFrom, effectiveTo, source, sourceUrl, notes, status, priceYear. */
            factors: {
                [key: string]: unknown;
            }[];
        };
        DatasetComparison: {
            datasetId: string;
            from: components["schemas"]["FactorDataset"];
            to: components["schemas"]["FactorDataset"];
            counts: {
                added: number;
                removed: number;
                changed: number;
                unchanged: number;
            };
            items: components["schemas"]["FactorDiff"][];
            nextCursor: string | null;
        };
        FactorDiff: {
            /** @enum {string} */
            kind: "added" | "removed" | "changed";
            before: components["schemas"]["EmissionFactor"] & (Record<string, never> | null);
            after: components["schemas"]["EmissionFactor"] & (Record<string, never> | null);
            values: components["schemas"]["FactorValueChange"][];
            otherFields: string[];
        };
        FactorValueChange: {
            /** @description `factor`, `gas:{GAS}` (kg per unit) or `co2e:{GAS}`. */
            name: string;
            /** @description Exact decimal string in `from`. */
            before: string | null;
            /** @description Exact decimal string in `to`. */
            after: string | null;
            /** @description `after − before`, exact; null when one side is missing. */
            change: string | null;
        };
        Algorithm: {
            /** @example us/egrid-location */
            id: string;
            name: string;
            category: string;
            /** @enum {string} */
            scope: "scope1" | "scope2" | "scope3";
            scope3Category: number | null;
            /** @description Null for a generic algorithm. */
            region: string | null;
            /**
             * @description `alternative`: used only when a methodology override selects it.
             * @enum {string}
             */
            resolution: "generic" | "regional" | "alternative";
            /**
             * @description On the reference date: `active` in force, `scheduled` not yet effective, `deprecated` past its deprecation date.
             * @enum {string}
             */
            status: "active" | "scheduled" | "deprecated";
            latestVersion: string;
            /** @description Of the latest version: the first activity date it applies to. */
            effectiveDate: string;
            /** @description Of the latest version; null when not deprecated. */
            deprecatedDate: string | null;
            /** @description Every registered version, lowest first. */
            versions: string[];
            /** @description Of the latest version. */
            methodology: string;
            references: {
                title: string;
                url: string | null;
            }[];
            /** @description The draft standard the method follows (for example a public consultation), so a draft method is never mistaken for the reported default; null for a method of a published standard. */
            followsDraft: {
                title: string;
                url: string | null;
            } | null;
            inputs: components["schemas"]["AlgorithmInputs"];
            /** @description The organization's overrides that are not ended and touch this algorithm. */
            overrides: components["schemas"]["AffectingOverride"][];
        };
        /** @description What an activity of this category sends (of the latest version): unit codes and attributes. */
        AlgorithmInputs: {
            /** @description The unit dimensions the algorithm declares (`energy`, `currency`…); null when it declares none. */
            dimensions: string[] | null;
            /** @description Every unit code of those dimensions; null when the algorithm accepts any unit it can convert. */
            units: components["schemas"]["AcceptedUnit"][] | null;
            /** @description The `attributes` of an activity, in declaration order. */
            attributes: components["schemas"]["AlgorithmInputAttribute"][];
            /** @description True when the attributes are not one flat object (alternatives of several shapes): they are then not listed. */
            structured: boolean;
        };
        AcceptedUnit: {
            /**
             * @description The unit code an activity sends in `unit`.
             * @example kWh
             */
            id: string;
            /** @example energy */
            dimension: string;
            description: string;
        };
        AlgorithmInputAttribute: {
            /** @example fuel */
            name: string;
            required: boolean;
            /**
             * @description `choice`: one of `values`; `id`: a lower-case id (letters, digits, `_`) such as a fuel; `text`: free text; `decimal`: an exact decimal string; `integer`: a whole number between `minimum` and `maximum`; `boolean`: true or false; `structured`: an object or list (see the methodology; not a single field).
             * @enum {string}
             */
            type: "choice" | "id" | "text" | "decimal" | "integer" | "boolean" | "structured";
            /** @description The allowed values of a `choice`. */
            values: string[] | null;
            minimum: number | null;
            maximum: number | null;
            /** @description What the attribute means, as the algorithm documents it. */
            description: string | null;
        };
        AffectingOverride: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "factor_multiplier" | "methodology" | "custom";
            /** @enum {string} */
            state: "pending" | "approved";
            /**
             * @description `adjusts`: a factor multiplier or custom formula changes this algorithm’s results; `replaced`: a methodology override uses another algorithm for this category; `selected`: a methodology override uses this one.
             * @enum {string}
             */
            effect: "adjusts" | "replaced" | "selected";
            effectiveFrom: string;
            effectiveTo: string | null;
        };
        AlgorithmDetail: components["schemas"]["Algorithm"] & {
            versionDetails: components["schemas"]["AlgorithmVersion"][];
        };
        AlgorithmVersion: {
            version: string;
            name: string;
            /**
             * @description On the reference date: `active` in force, `scheduled` not yet effective, `deprecated` past its deprecation date.
             * @enum {string}
             */
            status: "active" | "scheduled" | "deprecated";
            effectiveDate: string;
            deprecatedDate: string | null;
            methodology: string;
            references: {
                title: string;
                url: string | null;
            }[];
            /** @description The draft standard the method follows (for example a public consultation), so a draft method is never mistaken for the reported default; null for a method of a published standard. */
            followsDraft: {
                title: string;
                url: string | null;
            } | null;
            acceptedUnits: string[] | null;
            inputs: components["schemas"]["AlgorithmInputs"];
        };
        Override: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "factor_multiplier" | "methodology" | "custom";
            category: string;
            justification: string;
            effectiveFrom: string;
            effectiveTo: string | null;
            factorMultiplier: string | null;
            algorithmId: string | null;
            algorithmVersion: string | null;
            customLogic: string | null;
            /**
             * @description `pending` until a second ORG_ADMIN approves it; only `approved` overrides apply.
             * @enum {string}
             */
            state: "pending" | "approved" | "ended";
            /** Format: uuid */
            createdBy: string;
            /** Format: uuid */
            approvedBy: string | null;
            approvedAt: string | null;
            /** Format: uuid */
            endedBy: string | null;
            endedAt: string | null;
            createdAt: string;
        };
        OverrideCreate: {
            /**
             * @description The algorithm category whose calculation the override changes.
             * @example scope2.electricity.location_based
             */
            category: string;
            /** @description Why the organization deviates from the default method; shown to auditors. */
            justification: string;
            /**
             * Format: date
             * @description First activity date (period start) it applies to.
             */
            effectiveFrom: string;
            /**
             * Format: date
             * @description Last activity date it applies to (inclusive); omit or null for open-ended.
             */
            effectiveTo?: string | null;
            /** @enum {string} */
            kind: "factor_multiplier";
            factorMultiplier: string;
        } | {
            /**
             * @description The algorithm category whose calculation the override changes.
             * @example scope2.electricity.location_based
             */
            category: string;
            /** @description Why the organization deviates from the default method; shown to auditors. */
            justification: string;
            /**
             * Format: date
             * @description First activity date (period start) it applies to.
             */
            effectiveFrom: string;
            /**
             * Format: date
             * @description Last activity date it applies to (inclusive); omit or null for open-ended.
             */
            effectiveTo?: string | null;
            /** @enum {string} */
            kind: "methodology";
            /**
             * @description A registered algorithm of the same category.
             * @example us/egrid-location
             */
            algorithmId: string;
            /** @description Pin a version; omit for the version in force on the activity date. */
            algorithmVersion?: string | null;
        } | {
            /**
             * @description The algorithm category whose calculation the override changes.
             * @example scope2.electricity.location_based
             */
            category: string;
            /** @description Why the organization deviates from the default method; shown to auditors. */
            justification: string;
            /**
             * Format: date
             * @description First activity date (period start) it applies to.
             */
            effectiveFrom: string;
            /**
             * Format: date
             * @description Last activity date it applies to (inclusive); omit or null for open-ended.
             */
            effectiveTo?: string | null;
            /** @enum {string} */
            kind: "custom";
            /** @description A formula of the custom-logic language, e.g. `baseCo2e * 0.92`. */
            customLogic: string;
        };
        OverrideEnd: {
            /**
             * Format: date
             * @description The last activity date the override still applies to; it can only shorten its dates (not before effectiveFrom).
             */
            effectiveTo: string;
            /** @description Why it ends; kept in the audit log. */
            reason: string;
        };
        OverrideImpact: {
            /** Format: uuid */
            overrideId: string;
            category: string;
            /** @enum {string} */
            state: "pending" | "approved" | "ended";
            effectiveFrom: string;
            effectiveTo: string | null;
            /** @description Current results of the category whose activity period starts inside the override’s dates: what it changes. */
            results: number;
            /**
             * @description Their total as stored, kg CO2e.
             * @example 1250.5
             */
            co2eKg: string;
            /** @description Of those, the results calculated with an override applied (an approved one, this or another). */
            alreadyOverridden: {
                results: number;
                /**
                 * @description kg CO2e, an exact decimal string.
                 * @example 1250.5
                 */
                co2eKg: string;
            };
            /** @description For a pending or approved factor multiplier: the change on the results not yet calculated with an override. Null for a methodology or custom override (it depends on another algorithm or formula: recalculate to see it) and for an ended one. */
            estimate: {
                /** @enum {string} */
                basis: "factor_multiplier";
                resultsEstimated: number;
                /**
                 * @description Estimated change once recalculated: base × (multiplier − 1).
                 * @example 1250.5
                 */
                changeKg: string;
                /**
                 * @description Estimated total of the estimated results once recalculated.
                 * @example 1250.5
                 */
                co2eKgAfter: string;
            } | null;
        };
        User: {
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: "ORG_ADMIN" | "ORG_MEMBER" | "AUDITOR" | "READ_ONLY";
            active: boolean;
            /** @description Whether a development password is set. */
            passwordSignIn: boolean;
            /** @description Whether the user is linked to an OIDC subject. */
            singleSignOn: boolean;
            lastLoginAt: string | null;
            createdAt: string;
            updatedAt: string;
        };
        UserCreate: {
            /** Format: email */
            email: string;
            name: string;
            /** @enum {string} */
            role: "ORG_ADMIN" | "ORG_MEMBER" | "AUDITOR" | "READ_ONLY";
            /** @description Only for development email-and-password sign-in (refused where password sign-in is disabled). Omit for single sign-on users. */
            password?: string;
        };
        UserUpdate: {
            name?: string;
            /** @enum {string} */
            role?: "ORG_ADMIN" | "ORG_MEMBER" | "AUDITOR" | "READ_ONLY";
            /** @description `false` deactivates the user (never deleted). */
            active?: boolean;
        };
        CalculationRun: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "period" | "activities" | "recalculation";
            status: string;
            periodStart: string | null;
            periodEnd: string | null;
            /** @description Activities named (activities runs). */
            activityCount: number | null;
            /** @description Dataset id → version(s) the results used (several versions joined by ","). */
            datasetVersions: {
                [key: string]: string;
            };
            gwpSet: string;
            gwpTimeframe: string;
            /**
             * @description Methane GWP mode of the run; null for runs before the mode existed (one CH4 value).
             * @enum {string|null}
             */
            methaneGwp: "by_source" | "single" | null;
            engineVersion: string;
            /** Format: uuid */
            recalculationOf: string | null;
            /** Format: uuid */
            createdBy: string | null;
            createdAt: string;
            calculated: number | null;
            failedCount: number | null;
            /** @description Earlier current results the run’s results superseded (replaced as current; they stay readable). Null only while a run is being written. */
            superseded: number | null;
            /** @description The first 1000 failures. */
            failed: components["schemas"]["CalculationFailure"][];
            totalsByScope: components["schemas"]["ScopeTotals"];
        };
        CalculationFailure: {
            activityId: string;
            code: string;
            message: string;
        };
        /** @description Scope 2 location- and market-based side by side: two views of the same electricity, never added. */
        ScopeTotals: {
            /**
             * @description kg CO2e, exact decimal string
             * @example 1234.5678
             */
            scope1: string;
            /**
             * @description kg CO2e, exact decimal string
             * @example 1234.5678
             */
            scope2LocationBased: string;
            /**
             * @description kg CO2e, exact decimal string
             * @example 1234.5678
             */
            scope2MarketBased: string;
            /**
             * @description Scope 2 of a category that names no method.
             * @example 1234.5678
             */
            scope2Unspecified: string;
            /**
             * @description kg CO2e, exact decimal string
             * @example 1234.5678
             */
            scope3: string;
        } | null;
        /** @description A calculation queued for a worker: what was asked (`request`, the body as the server validated and queued it), by whom, how far it is and how it ended. */
        CalculationJob: {
            /** Format: uuid */
            id: string;
            /**
             * @description `queued` (waiting for a worker, or for a retry), `running`, `succeeded` (`runId` and `run` are set; the run itself says `completed`), `failed` (`problem` says why).
             * @enum {string}
             */
            status: "queued" | "running" | "succeeded" | "failed";
            request: components["schemas"]["CalculationRequest"];
            /**
             * Format: uuid
             * @description The user who asked (null for an API token).
             */
            requestedBy: string | null;
            createdAt: string;
            settledAt: string | null;
            /** Format: uuid */
            runId: string | null;
            run: components["schemas"]["CalculationRun"] & (Record<string, never> | null);
            /** @description While running: how far the worker is (its latest step, e.g. `Calculated 50,000 of 1,000,000 activities`, every 5%). On the embedded database (PGlite) steps are written only when the run ends, so a running job shows none. */
            progress: {
                percent: number;
                message: string;
                at: string;
            } | null;
            problem: components["schemas"]["Problem"] & (Record<string, never> | null);
        };
        /** @description A period (`periodStart`, `periodEnd`, optional `facilityIds`) or `activityIds`. */
        CalculationRequest: {
            /**
             * Format: date
             * @description With periodEnd: the current activities whose period starts in the range.
             */
            periodStart?: string;
            /** Format: date */
            periodEnd?: string;
            /** @description Only these facilities (period selection only). */
            facilityIds?: string[];
            /** @description Instead of a period: these activity versions (superseded ones are reported). */
            activityIds?: string[];
            /**
             * @description Default AR6.
             * @enum {string}
             */
            gwpSet?: "AR4" | "AR5" | "AR6";
            /**
             * @description Default 100yr.
             * @enum {string}
             */
            gwpTimeframe?: "100yr" | "20yr";
            /**
             * @description Methane GWP: by_source (AR6 fossil CH4 for fugitive fossil methane, non-fossil for combustion and biogenic methane) or single (one CH4 value). Default the organization's settings.calculation.methaneGwp, else by_source.
             * @enum {string}
             */
            methaneGwp?: "by_source" | "single";
            /**
             * @description Dataset id → version (or "*") for the named datasets; every other loaded dataset stays usable at any version.
             * @example {
             *       "epa-ghg-hub": "2025"
             *     }
             */
            datasetPins?: {
                [key: string]: string;
            };
        };
        EmissionResult: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            activityId: string;
            /** Format: uuid */
            calculationRunId: string;
            /** Format: uuid */
            calculationRecordId: string;
            /** Format: uuid */
            facilityId: string | null;
            periodStart: string;
            periodEnd: string;
            scope: number;
            scope3Category: number | null;
            category: string;
            /** @enum {string|null} */
            method: "location_based" | "market_based" | null;
            /** @description kg, exact decimal string */
            co2eKg: string;
            /** @description kg, exact decimal string */
            biogenicCo2Kg: string;
            gases: unknown[];
            confidence: string;
            warnings: unknown[];
            /**
             * Format: uuid
             * @description The result that replaced this one.
             */
            supersededBy: string | null;
            createdAt: string;
            /** @description SHA-256 of the calculation record's output (its `checksumOutput`), written with the result; null on results stored before this was kept. `GET /api/results/verify` checks it. */
            recordOutputHash: string | null;
        };
        EmissionSummary: {
            groups: components["schemas"]["EmissionSummaryGroup"][];
            totals: components["schemas"]["ScopeTotals"];
        };
        EmissionSummaryGroup: {
            scope: number;
            /** @enum {string|null} */
            method: "location_based" | "market_based" | null;
            category?: string;
            /** Format: uuid */
            facilityId?: string | null;
            /** @description 2025-01, 2025-Q1 or 2025 */
            period?: string;
            /** @description kg, exact decimal string */
            co2eKg: string;
            /** @description kg, exact decimal string */
            biogenicCo2Kg: string;
            results: number;
        };
        EmissionQualitySummary: {
            totals: components["schemas"]["ScopeTotals"];
            ranges: components["schemas"]["ScopeRanges"];
            /** @description Empty unless `groupBy` is given. */
            groups: components["schemas"]["QualityGroupRange"][];
            dataQuality: components["schemas"]["DataQualityBreakdown"];
        };
        /** @description The 95% range of each total of `totals`, by analytical propagation over independent results (IPCC 2006 Vol. 1 eq. 3.1). Each result = activity × factor takes u² = u_a² + u_f² (eq. 3.2): u_a from its activity’s quality score (1: ±5%, 2: ±10%, 3: ±20%, 4: ±30%, 5: ±50%), u_f the factor publisher’s uncertainty, else by the factor (confirmed or not stated ±10%, secondary or derived ±20%, spend-based ±30%); no factor: u_f = 0. */
        ScopeRanges: {
            scope1: components["schemas"]["Range95"];
            scope2LocationBased: components["schemas"]["Range95"];
            scope2MarketBased: components["schemas"]["Range95"];
            scope2Unspecified: components["schemas"]["Range95"];
            scope3: components["schemas"]["Range95"];
        };
        /** @description A 95% range around a total; always low ≤ point ≤ high. */
        Range95: {
            /** @description The exact total, unchanged by the range. */
            point: string;
            /** @description Lower end of the 95% range (6 significant digits, rounded down). */
            low: string;
            /** @description Upper end of the 95% range (6 significant digits, rounded up). */
            high: string;
            /** @enum {string} */
            method: "analytical" | "monte-carlo";
        };
        /** @description The 95% range of one group of `GET /api/results/summary?groupBy=category|facility` (same scope, method and category or facility; the point is its total). */
        QualityGroupRange: {
            scope: number;
            /** @enum {string|null} */
            method: "location_based" | "market_based" | null;
            category?: string;
            /** Format: uuid */
            facilityId?: string | null;
            range: components["schemas"]["Range95"];
        };
        DataQualityBreakdown: {
            /** @description Categories whose share of primary data (measured, calculated, supplier-specific) is below this fraction are flagged. */
            primaryCoverageThreshold: string;
            scopes: components["schemas"]["ScopeDataTypes"][];
        };
        ScopeDataTypes: {
            /** @enum {string} */
            scope: "scope1" | "scope2LocationBased" | "scope2MarketBased" | "scope2Unspecified" | "scope3";
            /** @description kg CO2e, decimal string */
            totalKg: string;
            byDataType: {
                /** @description kg CO2e, decimal string */
                primary_measured: string;
                /** @description kg CO2e, decimal string */
                primary_calculated: string;
                /** @description kg CO2e, decimal string */
                supplier_specific: string;
                /** @description kg CO2e, decimal string */
                secondary_average: string;
                /** @description kg CO2e, decimal string */
                spend_based: string;
                /** @description kg CO2e, decimal string */
                estimated_proxy: string;
            };
            /** @description kg CO2e, decimal string */
            primaryKg: string;
            /** @description A fraction 0–1 as a decimal string; null for a zero total. */
            primaryShare: string | null;
            categories: components["schemas"]["CategoryCoverage"][];
        };
        CategoryCoverage: {
            category: string;
            /** @description kg CO2e, decimal string */
            totalKg: string;
            /** @description kg CO2e, decimal string */
            primaryKg: string;
            /** @description A fraction 0–1 as a decimal string; null for a zero total. */
            primaryShare: string | null;
            belowThreshold: boolean;
        };
        ResultsVerification: {
            valid: boolean;
            checkedResults: number;
            /** @description Totals as the results store them (what is reported). */
            totalsFromResults: {
                /** @description kg CO2e, exact decimal string */
                scope1: string;
                /** @description kg CO2e, exact decimal string */
                scope2LocationBased: string;
                /** @description kg CO2e, exact decimal string */
                scope2MarketBased: string;
                /** @description kg CO2e, exact decimal string */
                scope2Unspecified: string;
                /** @description kg CO2e, exact decimal string */
                scope3: string;
            };
            /** @description The same totals recomputed from the calculation records. */
            totalsFromRecords: {
                /** @description kg CO2e, exact decimal string */
                scope1: string;
                /** @description kg CO2e, exact decimal string */
                scope2LocationBased: string;
                /** @description kg CO2e, exact decimal string */
                scope2MarketBased: string;
                /** @description kg CO2e, exact decimal string */
                scope2Unspecified: string;
                /** @description kg CO2e, exact decimal string */
                scope3: string;
            };
            discrepancyCount: number;
            /** @description The first 1,000 results that disagree. */
            discrepancies: components["schemas"]["ResultDiscrepancy"][];
            runs: components["schemas"]["RunSealCheck"][];
        };
        ResultDiscrepancy: {
            /** Format: uuid */
            resultId: string;
            /** Format: uuid */
            recordId: string;
            /** Format: uuid */
            calculationRunId: string;
            reasons: ("co2e_differs_from_record" | "fields_differ_from_record" | "record_output_hash_mismatch" | "record_checksum_invalid")[];
            /** @description kg CO2e, exact decimal string */
            resultCo2eKg: string;
            /** @description kg CO2e, exact decimal string */
            recordCo2eKg: string;
        };
        RunSealCheck: {
            /** Format: uuid */
            calculationRunId: string;
            /**
             * @description `unsealed`: a run stored before results were sealed (nothing to compare); `root_mismatch`: its results are not what was sealed; `seal_mismatch`: the sealed root is not the one in the audit log.
             * @enum {string}
             */
            status: "valid" | "unsealed" | "root_mismatch" | "seal_mismatch";
            recomputedRoot: string;
            leafCount: number;
            sealedRoot: string | null;
            auditedRoot: string | null;
        };
        CalculationRecordSummary: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            calculationRunId: string;
            /** Format: uuid */
            activityId: string;
            algorithm: {
                id: string;
                version: string;
                type: string;
            };
            /** @description kg CO2e, exact decimal string */
            co2eKg: string;
            checksumInput: string;
            checksumOutput: string;
            createdAt: string;
        };
        CalculationRecord: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            calculationRunId: string;
            /** Format: uuid */
            activityId: string;
            checksumInput: string;
            checksumOutput: string;
            createdAt: string;
            /** @description The complete calculation record: input activity, algorithm, factors, output, engine version and the SHA-256 checksums of its RFC 8785 canonical JSON. */
            record: {
                [key: string]: unknown;
            };
            /** @description The evidence of the record’s activity (invoices, meter readings, certificates, contracts), every version, uploaded against any version of the activity. Not part of the checksummed record. */
            evidence: components["schemas"]["EvidenceItem"][];
        };
        RecordVerification: {
            /** Format: uuid */
            id: string;
            /** @description Every check holds. */
            valid: boolean;
            checks: {
                /** @description SHA-256 of the canonical input equals checksumInput. */
                inputChecksum: boolean;
                /** @description SHA-256 of the canonical output equals checksumOutput. */
                outputChecksum: boolean;
                /** @description The stored checksum columns equal the record’s. */
                storedChecksums: boolean;
            };
        };
        RecalculationPreview: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "pending" | "accepted";
            expiresAt: string;
            createdAt: string;
            selection: {
                [key: string]: unknown;
            };
            datasetPins: {
                [key: string]: string;
            };
            datasetVersions: {
                [key: string]: string;
            };
            gwpSet: string;
            gwpTimeframe: string;
            itemCount: number;
            failedCount: number;
            failed: components["schemas"]["CalculationFailure"][];
            /** @description Total old, new and delta by scope. */
            totals: {
                old: components["schemas"]["ScopeTotals"];
                new: components["schemas"]["ScopeTotals"];
                delta: components["schemas"]["ScopeTotals"];
            };
            /** Format: uuid */
            acceptedRunId: string | null;
            /** @description One page of the previewed results. */
            items: components["schemas"]["RecalculationPreviewItem"][];
            nextCursor: string | null;
        };
        RecalculationPreviewItem: {
            /**
             * Format: uuid
             * @description The current result the new one would supersede.
             */
            resultId: string | null;
            /** Format: uuid */
            activityId: string;
            scope: number;
            /** @enum {string|null} */
            method: "location_based" | "market_based" | null;
            category: string;
            /** @description Current CO2e; null when the activity has no result. */
            old: string | null;
            /** @description kg CO2e, exact decimal string */
            new: string;
            /** @description new − old */
            delta: string;
        };
        RecalculationPreviewRequest: {
            /**
             * Format: date
             * @description With periodEnd: the current activities whose period starts in the range.
             */
            periodStart?: string;
            /** Format: date */
            periodEnd?: string;
            /** @description Only these facilities (period selection only). */
            facilityIds?: string[];
            /** @description Instead of a period: these activity versions (superseded ones are reported). */
            activityIds?: string[];
            /**
             * @description Default AR6.
             * @enum {string}
             */
            gwpSet?: "AR4" | "AR5" | "AR6";
            /**
             * @description Default 100yr.
             * @enum {string}
             */
            gwpTimeframe?: "100yr" | "20yr";
            /**
             * @description Dataset id → version (or "*") to recalculate with; every other loaded dataset stays usable at any version. `{}` recalculates with the library as it is now.
             * @example {
             *       "acme-gas": "2"
             *     }
             */
            datasetPins: {
                [key: string]: string;
            };
        };
        RecalculationAccepted: {
            /** Format: uuid */
            previewId: string;
            superseded: number;
            run: components["schemas"]["CalculationRun"];
        };
        Period: {
            /** Format: uuid */
            id: string;
            name: string;
            periodStart: string;
            periodEnd: string;
            /**
             * @description `draft` → `submitted` (ORG_ADMIN or ORG_MEMBER) → `approved` (an ORG_ADMIN other than the submitter) → `locked` (ORG_ADMIN). A locked period refuses every write into its dates; reopening (ORG_ADMIN, with a reason) opens a restatement.
             * @enum {string}
             */
            status: "draft" | "submitted" | "approved" | "locked";
            /** Format: uuid */
            createdBy: string;
            /** Format: uuid */
            submittedBy: string | null;
            submittedAt: string | null;
            /** Format: uuid */
            approvedBy: string | null;
            approvedAt: string | null;
            /** Format: uuid */
            lockedBy: string | null;
            lockedAt: string | null;
            /** @description The totals by scope the period was locked with (null unless locked). */
            lockedTotals: components["schemas"]["ScopeTotal"][] | null;
            createdAt: string;
        };
        ScopeTotal: {
            /** @description 1, 2 or 3. */
            scope: number;
            /** @description Scope 2 only: `location_based` or `market_based`. */
            method: string | null;
            /**
             * @description An exact decimal string, kg CO2e.
             * @example 1234.5
             */
            co2eKg: string;
        };
        PeriodCreate: {
            /** @description A calendar year: 1 January to 31 December. */
            year: number;
            name?: string;
        } | {
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            name?: string;
        };
        PeriodReturned: {
            period: components["schemas"]["Period"];
            periodReturn: components["schemas"]["PeriodReturn"];
        };
        PeriodReturn: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            periodId: string;
            /** @enum {string} */
            fromStatus: "submitted" | "approved";
            reason: string;
            /** Format: uuid */
            returnedBy: string;
            returnedAt: string;
        };
        PeriodReturnBody: {
            /** @description Why the period goes back to draft; kept with the return and in the audit log. */
            reason: string;
        };
        PeriodReopened: {
            period: components["schemas"]["Period"];
            restatement: components["schemas"]["Restatement"];
        };
        Restatement: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            periodId: string;
            /**
             * @description Why the period changes: a structural change (acquisition, divestment), a methodology or factor change, or a discovered error.
             * @enum {string}
             */
            cause: "structural_change" | "methodology_or_factor_change" | "discovered_error";
            reason: string;
            /**
             * @description `open` while the reopened period is changed; `completed` (immutable) when it is locked again.
             * @enum {string}
             */
            status: "open" | "completed";
            /** Format: uuid */
            reopenedBy: string;
            reopenedAt: string;
            oldTotals: components["schemas"]["ScopeTotal"][];
            /**
             * @description An exact decimal string, kg CO2e.
             * @example 1234.5
             */
            oldTotalCo2eKg: string;
            newTotals: components["schemas"]["ScopeTotal"][] | null;
            /**
             * @description An exact decimal string, kg CO2e.
             * @example 1234.5
             */
            newTotalCo2eKg: string | null;
            /**
             * @description An exact decimal string, kg CO2e.
             * @example 1234.5
             */
            deltaCo2eKg: string | null;
            /** @description Null while open, or when no base-year policy was set at completion. */
            significance: {
                baseYear: number;
                /**
                 * @description An exact decimal string, kg CO2e.
                 * @example 1234.5
                 */
                baseYearTotalCo2eKg: string;
                thresholdPercent: string;
                changePercent: string | null;
                /** @description The change reaches the threshold (percent of the base-year total) and its cause is a trigger of the policy: the base year should be recalculated. */
                significant: boolean;
            } | null;
            /**
             * Format: uuid
             * @description The ORG_ADMIN who locked the period again.
             */
            approvedBy: string | null;
            completedAt: string | null;
        };
        PeriodReopen: {
            /**
             * @description Why the period changes: a structural change (acquisition, divestment), a methodology or factor change, or a discovered error.
             * @enum {string}
             */
            cause: "structural_change" | "methodology_or_factor_change" | "discovered_error";
            /** @description Why the locked period must change; kept on the restatement and shown to auditors. */
            reason: string;
        };
        BaseYearPolicy: {
            /** @description Null until an ORG_ADMIN sets it. */
            baseYear: number | null;
            significanceThresholdPercent: string;
            triggers: ("structural_change" | "methodology_or_factor_change" | "discovered_error")[];
            /** Format: uuid */
            updatedBy: string | null;
            updatedAt: string | null;
        };
        BaseYearPolicyUpdate: {
            baseYear: number;
            /** @description Percent of the base-year total; default 5. */
            significanceThresholdPercent?: string;
            /** @description The causes that call for a base-year recalculation; default all three. */
            triggers?: ("structural_change" | "methodology_or_factor_change" | "discovered_error")[];
        };
        PeriodMovements: {
            /** Format: uuid */
            periodId: string;
            /** @description The previous period of the same length: as many whole months back for calendar periods, else as many days. */
            previous: {
                periodStart: string;
                periodEnd: string;
            };
            thresholdPercent: string;
            lines: components["schemas"]["MovementLine"][];
            /** @description Keys of the lines above the threshold without an explanation of their current figures (none, or a stale one): submitting is refused while any. */
            missing: string[];
        };
        MovementLine: {
            key: string;
            facilityName: string | null;
            /**
             * @description An exact decimal string, kg CO2e.
             * @example 1234.5
             */
            previousCo2eKg: string;
            /**
             * @description An exact decimal string, kg CO2e.
             * @example 1234.5
             */
            currentCo2eKg: string;
            /**
             * @description An exact decimal string, kg CO2e.
             * @example 1234.5
             */
            changeCo2eKg: string;
            /** @description The change as a percent of the previous total (6 places); null when that was zero. */
            changePercent: string | null;
            /** @description The change is more than the threshold percent of the previous total (any change from zero): an explanation is required. */
            aboveThreshold: boolean;
            explanation: components["schemas"]["MovementExplanation"];
            /** @description The explanation was written for other figures (a calculation or correction changed them since): above the threshold the line needs a new explanation. */
            explanationStale: boolean;
        };
        MovementExplanation: {
            /** Format: uuid */
            id: string;
            lineKey: string;
            explanation: string;
            /**
             * @description The previous total when it was explained.
             * @example 1234.5
             */
            previousCo2eKg: string;
            /**
             * @description The current total when it was explained.
             * @example 1234.5
             */
            currentCo2eKg: string;
            thresholdPercent: string;
            /**
             * Format: uuid
             * @description The explanation this one replaced.
             */
            supersedesId: string | null;
            /** Format: uuid */
            explainedBy: string;
            explainedAt: string;
        } | null;
        MovementExplanationCreate: {
            /**
             * @description `scope1`, `scope2.location_based`, `scope2.market_based`, `scope3`, `scope3.category.<1–15>` or `facility.<id>`.
             * @example scope1
             */
            lineKey: string;
            /** @description Why the total moved; shown to the auditor with the figures it explained. */
            explanation: string;
        };
        MovementPolicy: {
            thresholdPercent: string;
            /** Format: uuid */
            updatedBy: string | null;
            /** @description Null while the default (5) applies. */
            updatedAt: string | null;
        };
        MovementPolicyUpdate: {
            /**
             * @description A line moving more than this percent of the previous period needs an explanation.
             * @example 5
             */
            thresholdPercent: string;
        };
        AuditSample: {
            /** Format: uuid */
            periodId: string;
            seed: number;
            size: number;
            /** @enum {string} */
            stratifyBy: "scope" | "magnitude";
            populationSize: number;
            strata: {
                key: string;
                population: number;
                drawn: number;
            }[];
            items: (components["schemas"]["PopulationItem"] & {
                stratum: string;
            })[];
        };
        PopulationItem: {
            /** Format: uuid */
            resultId: string;
            /** Format: uuid */
            activityId: string;
            /** Format: uuid */
            calculationRecordId: string;
            /** Format: uuid */
            facilityId: string | null;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            scope: number;
            scope3Category: number | null;
            category: string;
            method: string | null;
            /**
             * @description An exact decimal string, kg CO2e.
             * @example 1234.5
             */
            co2eKg: string;
        };
        ResultRecalculation: {
            result: components["schemas"]["PopulationItem"];
            /**
             * @description An exact decimal string, kg CO2e.
             * @example 1234.5
             */
            recordCo2eKg: string;
            /**
             * @description An exact decimal string, kg CO2e.
             * @example 1234.5
             */
            recomputedCo2eKg: string | null;
            checksumsValid: boolean;
            replayMatches: boolean;
            matches: boolean;
            differences: string[];
        };
        /** @description `evidence` is the attached evidence version: the one current when the request was answered (later versions are in the item’s own history). */
        AuditRequest: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            periodId: string;
            /** Format: uuid */
            resultId: string;
            message: string;
            requestedBy: {
                /** @enum {string} */
                actorType: "user" | "api_token";
                actorId: string | null;
            };
            createdAt: string;
            /** @enum {string} */
            status: "open" | "answered";
            answer: string | null;
            /** Format: uuid */
            evidenceId: string | null;
            answeredBy: {
                /** @enum {string} */
                actorType: "user" | "api_token";
                actorId: string | null;
            } | null;
            answeredAt: string | null;
            evidence: components["schemas"]["EvidenceFile"] & (Record<string, never> | null);
        };
        AuditRequestCreate: {
            /** Format: uuid */
            periodId: string;
            /**
             * Format: uuid
             * @description The result (usually a sampled one) the request is about.
             */
            resultId: string;
            /** @description What the auditor asks for. */
            message: string;
        };
        AuditRequestAnswer: {
            /** @description The organization’s note. */
            answer: string;
            /**
             * Format: uuid
             * @description An evidence item of the result’s activity or facility (upload it first with `POST /api/evidence`), attached as the answer.
             */
            evidenceId?: string;
        };
        Instrument: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "unbundled_certificate" | "bundled_certificate" | "ppa" | "green_tariff" | "supplier_specific";
            name: string;
            registry: string | null;
            certificateIds: string[];
            volumeMwh: string;
            /** @description MWh held by live allocations. */
            allocatedMwh: string;
            co2eKgPerMwh: string | null;
            /** @enum {string} */
            technology: "solar" | "wind" | "hydro" | "geothermal" | "nuclear" | "biomass" | "biogas" | "natural_gas" | "coal" | "oil" | "mixed" | "other";
            generationStart: string;
            generationEnd: string;
            marketBoundary: string;
            issuedOn: string | null;
            retiredOn: string | null;
            createdBy: {
                /** @enum {string} */
                actorType: "user" | "api_token";
                actorId: string | null;
            };
            createdAt: string;
            cancelledAt: string | null;
            cancelReason: string | null;
        };
        InstrumentCreate: {
            /**
             * @description unbundled_certificate (a GO, REC or I-REC bought apart from the electricity), bundled_certificate (with it), ppa, green_tariff or supplier_specific (a supplier’s contractual rate).
             * @enum {string}
             */
            kind: "unbundled_certificate" | "bundled_certificate" | "ppa" | "green_tariff" | "supplier_specific";
            /** @description Generator, supplier or product name. */
            name: string;
            /** @description The tracking registry that issued the certificates. */
            registry?: string | null;
            /** @description Certificate ids (or id ranges as the registry writes them); each may be claimed once. */
            certificateIds?: string[];
            /**
             * @description Electricity the instrument covers, in MWh (above zero).
             * @example 1250.5
             */
            volumeMwh: string;
            /**
             * @description kg CO2e per MWh the instrument conveys; required for supplier_specific and emitting generation; zero for renewable generation when omitted.
             * @example 1250.5
             */
            co2eKgPerMwh?: string | null;
            /** @enum {string} */
            technology: "solar" | "wind" | "hydro" | "geothermal" | "nuclear" | "biomass" | "biogas" | "natural_gas" | "coal" | "oil" | "mixed" | "other";
            /**
             * Format: date
             * @description First day of the generation period (the vintage).
             */
            generationStart: string;
            /** Format: date */
            generationEnd: string;
            /**
             * @description ISO country of the market, optionally with its bidding zone: DE, SE-3.
             * @example SE
             */
            marketBoundary: string;
            /** Format: date */
            issuedOn?: string | null;
            /**
             * Format: date
             * @description When it was retired or cancelled for the organization (required to allocate it).
             */
            retiredOn?: string | null;
        };
        LedgerReason: {
            reason: string;
        };
        Allocation: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            instrumentId: string;
            /** Format: uuid */
            facilityId: string;
            periodStart: string;
            periodEnd: string;
            volumeMwh: string;
            createdBy: {
                /** @enum {string} */
                actorType: "user" | "api_token";
                actorId: string | null;
            };
            createdAt: string;
            releasedAt: string | null;
            releaseReason: string | null;
        };
        AllocationCreate: {
            /** Format: uuid */
            facilityId: string;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            /**
             * @description MWh of the instrument allocated to this consumption (above zero).
             * @example 1250.5
             */
            volumeMwh: string;
        };
        ForecastResult: {
            /** Format: uuid */
            runId: string;
            inputDataHash: string;
            inputDataRange: {
                [key: string]: unknown;
            };
            projection: components["schemas"]["Projection"];
            /** @description Only from `/project`: the monthly history the model was fitted on. */
            history?: {
                /** @description First month of the history (`YYYY-MM`). */
                start: string;
                /** @description Monthly t CO2e as exact decimal strings. */
                tonnes: string[];
            };
            holdout?: components["schemas"]["ForecastHoldoutCheck"];
        } & {
            [key: string]: unknown;
        };
        Projection: {
            /** @enum {string} */
            frequency: "monthly" | "quarterly" | "annual";
            timeline: string[];
            values: number[];
            confidence?: {
                [key: string]: unknown;
            };
            model: {
                [key: string]: unknown;
            };
            /** @description Statements to read beside the numbers: history too short for a seasonal model, intervals found too narrow on rolling origins (and widened), what `auto` chose and each candidate’s cross-validated error. */
            notes?: string[];
            generatedAt: string;
            inputHash: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Only from `/project`: the hold-out check of its model on the last year of history. */
        ForecastHoldoutCheck: {
            available: boolean;
            /** @description Why the check could not be made. */
            reason: string | null;
            /** @description Months held out (the last 12 of the history). */
            months: number;
            /** @description Months the model was refitted on. */
            trainingMonths: number;
            /** @description ISO dates of the held-out months. */
            timeline: string[];
            /** @description Recorded t CO2e of the held-out months. */
            actual: number[];
            /** @description What the refitted model forecast for them. */
            forecast: number[];
            /** @description Mean absolute error, t CO2e. */
            mae: number | null;
            /** @description Mean absolute scaled error (scale: in-sample seasonal naive error of the training months); below 1 beats the naive forecast. */
            mase: number | null;
            /** @description Mean absolute percentage error in percent; null when an actual month is zero. */
            mape: number | null;
        };
        ForecastJob: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "projection" | "scenario_comparison" | "gap_analysis" | "initiatives";
            /**
             * @description `queued` (waiting for a worker, or for a retry), `running`, `succeeded` (`runId` and `result` are set), `failed` (`problem` says why).
             * @enum {string}
             */
            status: "queued" | "running" | "succeeded" | "failed";
            createdAt: string;
            settledAt: string | null;
            /** Format: uuid */
            runId: string | null;
            result: components["schemas"]["ForecastResult"] & (Record<string, never> | null);
            problem: components["schemas"]["Problem"] & (Record<string, never> | null);
        };
        ForecastProjectRequest: {
            /** @description Registered model: `auto` (default of `/project`: the combination, unless the built-in model with the lowest rolling-origin cross-validated error beat it significantly at those origins (paired t-test, 5%); the choice and the test stated in the projection), `combination` (ETS + ARIMA + Theta), `linear-trend` (default of the other analyses), `seasonal`, `arima`, `exponential-smoothing`, `theta`, `optimised-theta` or `growth-curve`. */
            model?: string;
            /**
             * Format: uuid
             * @description One of the organization's validated custom models, instead of `model`.
             */
            customModelId?: string;
            /** @description Parameters of `model` (see `GET /api/forecasting/models`); not with `customModelId`. */
            parameters?: {
                [key: string]: unknown;
            };
            /**
             * @description Scopes whose calculated emissions form the history (default all).
             * @default [
             *       1,
             *       2,
             *       3
             *     ]
             */
            scopes: (1 | 2 | 3)[];
            /**
             * @description The one Scope 2 method counted (the two are never added).
             * @default location_based
             * @enum {string}
             */
            scope2Method: "location_based" | "market_based";
            /**
             * @description Prediction interval levels in percent; [] for point forecasts only.
             * @default [
             *       80,
             *       95
             *     ]
             */
            confidenceLevels: number[];
            /** @description Months to project. */
            horizon: number;
        };
        ForecastCompareRequest: {
            /** @description Registered model: `auto` (default of `/project`: the combination, unless the built-in model with the lowest rolling-origin cross-validated error beat it significantly at those origins (paired t-test, 5%); the choice and the test stated in the projection), `combination` (ETS + ARIMA + Theta), `linear-trend` (default of the other analyses), `seasonal`, `arima`, `exponential-smoothing`, `theta`, `optimised-theta` or `growth-curve`. */
            model?: string;
            /**
             * Format: uuid
             * @description One of the organization's validated custom models, instead of `model`.
             */
            customModelId?: string;
            /** @description Parameters of `model` (see `GET /api/forecasting/models`); not with `customModelId`. */
            parameters?: {
                [key: string]: unknown;
            };
            /**
             * @description Scopes whose calculated emissions form the history (default all).
             * @default [
             *       1,
             *       2,
             *       3
             *     ]
             */
            scopes: (1 | 2 | 3)[];
            /**
             * @description The one Scope 2 method counted (the two are never added).
             * @default location_based
             * @enum {string}
             */
            scope2Method: "location_based" | "market_based";
            /**
             * @description Prediction interval levels in percent; [] for point forecasts only.
             * @default [
             *       80,
             *       95
             *     ]
             */
            confidenceLevels: number[];
            /** @description Last year compared. */
            endYear: number;
            /**
             * @description Stored scenario templates.
             * @default []
             */
            scenarioIds: string[];
            /**
             * @description Inline templates, for example the built-in kinds `{ "type": "sbti_1_5c", "baseYear": 2024, "targetYear": 2030 }`.
             * @default []
             */
            scenarios: components["schemas"]["ScenarioTemplateInput"][];
        };
        /** @description A @ctp/forecast ScenarioTemplate: `type` and its fields (baseYear, targetYear, targetReduction, pathway, points…), checked by @ctp/forecast (422 `invalid-forecast-input`). */
        ScenarioTemplateInput: {
            /** @enum {string} */
            type: "business_as_usual" | "sbti_1_5c" | "sbti_well_below_2c" | "net_zero_2050" | "custom";
            id?: string;
            name?: string;
        } & {
            [key: string]: unknown;
        };
        ForecastGapRequest: {
            /** @description Registered model: `auto` (default of `/project`: the combination, unless the built-in model with the lowest rolling-origin cross-validated error beat it significantly at those origins (paired t-test, 5%); the choice and the test stated in the projection), `combination` (ETS + ARIMA + Theta), `linear-trend` (default of the other analyses), `seasonal`, `arima`, `exponential-smoothing`, `theta`, `optimised-theta` or `growth-curve`. */
            model?: string;
            /**
             * Format: uuid
             * @description One of the organization's validated custom models, instead of `model`.
             */
            customModelId?: string;
            /** @description Parameters of `model` (see `GET /api/forecasting/models`); not with `customModelId`. */
            parameters?: {
                [key: string]: unknown;
            };
            /**
             * @description Scopes whose calculated emissions form the history (default all).
             * @default [
             *       1,
             *       2,
             *       3
             *     ]
             */
            scopes: (1 | 2 | 3)[];
            /**
             * @description The one Scope 2 method counted (the two are never added).
             * @default location_based
             * @enum {string}
             */
            scope2Method: "location_based" | "market_based";
            /**
             * @description Prediction interval levels in percent; [] for point forecasts only.
             * @default [
             *       80,
             *       95
             *     ]
             */
            confidenceLevels: number[];
            /**
             * Format: uuid
             * @description A stored target scenario.
             */
            scenarioId?: string;
            scenario?: components["schemas"]["ScenarioTemplateInput"];
            /** @description Last year analysed; default the scenario's target year. */
            endYear?: number;
            /** @description Stored initiatives to use; default every active one of the organization. */
            initiativeIds?: string[];
            /** @default [] */
            initiatives: components["schemas"]["ReductionInitiativeInput"][];
            /**
             * @description Fraction; default 0.08.
             * @default 0.08
             */
            discountRate: number;
        };
        /** @description A @ctp/forecast ReductionInitiative: impact, scope, implementationStart, rampUpMonths, capex, opexPerYear, savingsPerYear, lifetimeYears, status. */
        ReductionInitiativeInput: {
            id?: string;
            name: string;
            scope: 1 | 2 | 3;
            impact: {
                /** @enum {string} */
                type: "absolute" | "percentage";
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        ForecastInitiativesRequest: {
            /** @description Registered model: `auto` (default of `/project`: the combination, unless the built-in model with the lowest rolling-origin cross-validated error beat it significantly at those origins (paired t-test, 5%); the choice and the test stated in the projection), `combination` (ETS + ARIMA + Theta), `linear-trend` (default of the other analyses), `seasonal`, `arima`, `exponential-smoothing`, `theta`, `optimised-theta` or `growth-curve`. */
            model?: string;
            /**
             * Format: uuid
             * @description One of the organization's validated custom models, instead of `model`.
             */
            customModelId?: string;
            /** @description Parameters of `model` (see `GET /api/forecasting/models`); not with `customModelId`. */
            parameters?: {
                [key: string]: unknown;
            };
            /**
             * @description Scopes whose calculated emissions form the history (default all).
             * @default [
             *       1,
             *       2,
             *       3
             *     ]
             */
            scopes: (1 | 2 | 3)[];
            /**
             * @description The one Scope 2 method counted (the two are never added).
             * @default location_based
             * @enum {string}
             */
            scope2Method: "location_based" | "market_based";
            /**
             * @description Prediction interval levels in percent; [] for point forecasts only.
             * @default [
             *       80,
             *       95
             *     ]
             */
            confidenceLevels: number[];
            /** @description Months to project. */
            horizon: number;
            /** @description Stored initiatives to use; default every active one of the organization. */
            initiativeIds?: string[];
            /** @default [] */
            initiatives: components["schemas"]["ReductionInitiativeInput"][];
            /**
             * @description Fraction; default 0.08.
             * @default 0.08
             */
            discountRate: number;
        };
        ForecastRun: {
            /** Format: uuid */
            id: string;
            kind: string | null;
            model: string;
            /** Format: uuid */
            customModelId: string | null;
            scenario: string;
            config?: unknown;
            inputDataHash: string | null;
            inputDataRange: {
                [key: string]: unknown;
            } | null;
            projection?: unknown;
            result?: unknown;
            gapAnalysis?: unknown;
            engineVersion: string | null;
            /** Format: uuid */
            runBy: string | null;
            runAt: string;
        };
        CustomForecastModel: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            modelKind: string;
            parameters: {
                [key: string]: unknown;
            };
            artifactKey: string | null;
            trainingFrom: string | null;
            trainingTo: string | null;
            metrics: {
                [key: string]: number;
            };
            /** Format: uuid */
            createdBy: string | null;
            createdAt: string;
            validated: boolean;
            /** Format: uuid */
            validatedBy: string | null;
            validatedAt: string | null;
        };
        CustomForecastModelCreate: {
            name: string;
            description?: string;
            /** @description A registered model id, e.g. `arima`. */
            modelKind: string;
            /**
             * @description The kind's parameters; checked against its schema (422 when invalid).
             * @default {}
             */
            parameters: {
                [key: string]: unknown;
            };
            /** @description Storage key of a trained artifact. */
            artifactKey?: string;
            /** Format: date */
            trainingFrom?: string;
            /** Format: date */
            trainingTo?: string;
            /**
             * @description Evaluation figures (MASE, sMAPE…).
             * @default {}
             */
            metrics: {
                [key: string]: number;
            };
        };
        ForecastModelKind: {
            id: string;
            name: string;
            type: string;
            version: string;
            description: string;
            parameters: {
                [key: string]: unknown;
            };
            assumptions: string[];
            limitations: string[];
            minimumMonths: number;
        };
        ScenarioTemplate: {
            /** Format: uuid */
            id: string;
            name: string;
            type: string;
            template: {
                [key: string]: unknown;
            };
            archived: boolean;
            archivedAt: string | null;
            /** Format: uuid */
            createdBy: string | null;
            createdAt: string;
            updatedAt: string;
        };
        ScenarioTemplateCreate: {
            name: string;
            template: components["schemas"]["ScenarioTemplateInput"];
        };
        ScenarioTemplateUpdate: {
            name?: string;
            template?: components["schemas"]["ScenarioTemplateInput"];
        };
        ReductionInitiative: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            status: "planned" | "in_progress" | "completed";
            archived: boolean;
            archivedAt: string | null;
            /** Format: uuid */
            createdBy: string | null;
            createdAt: string;
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        ReductionInitiativeCreate: {
            name: string;
            description?: string;
            /**
             * @description Default `planned`.
             * @enum {string}
             */
            status?: "planned" | "in_progress" | "completed";
            /** @description `{ type: "absolute", tonnesPerYear }` or `{ type: "percentage", percent }`. */
            impact: {
                /** @enum {string} */
                type: "absolute" | "percentage";
            } & {
                [key: string]: unknown;
            };
            scope: 1 | 2 | 3;
            category?: string;
            facilities?: string[];
            /** @description ISO date or `YYYY-MM`. */
            implementationStart: string;
            rampUpMonths?: number;
            capex?: number;
            opexPerYear?: number;
            savingsPerYear?: number;
            lifetimeYears?: number;
        };
        ReductionInitiativeUpdate: {
            name?: string;
            description?: string;
            /**
             * @description planned → in_progress → completed, and in_progress → planned; others are refused (409).
             * @enum {string}
             */
            status?: "planned" | "in_progress" | "completed";
            /** @description `{ type: "absolute", tonnesPerYear }` or `{ type: "percentage", percent }`. */
            impact?: {
                /** @enum {string} */
                type: "absolute" | "percentage";
            } & {
                [key: string]: unknown;
            };
            scope?: 1 | 2 | 3;
            category?: string;
            facilities?: string[];
            /** @description ISO date or `YYYY-MM`. */
            implementationStart?: string;
            rampUpMonths?: number;
            capex?: number;
            opexPerYear?: number;
            savingsPerYear?: number;
            lifetimeYears?: number;
        };
        Product: {
            /** Format: uuid */
            id: string;
            productId: string;
            name: string;
            description: string;
            declaredUnit: string;
            massPerDeclaredUnitKg: string | null;
            createdAt: string;
        };
        ProductCreate: {
            /** @example urn:gtin:4712345060507 */
            productId: string;
            name: string;
            description: string;
            /** @enum {string} */
            declaredUnit: "liter" | "kilogram" | "cubic meter" | "kilowatt hour" | "megajoule" | "ton kilometer" | "square meter" | "piece" | "hour" | "megabit second";
            /** @description kg of product per declared unit (PACT productMassPerDeclaredUnit). */
            massPerDeclaredUnitKg?: string;
        };
        StoredProductFootprint: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            productRef: string;
            version: number;
            /** @enum {string} */
            status: "Active" | "Deprecated";
            referencePeriod: {
                start: string;
                end: string;
            };
            /** @description The organization's emissions of the period (exact). */
            emissionsKg: string;
            allocationMethod: string;
            allocationShare: string;
            allocatedKg: string;
            productUnits: string;
            /** @description Exact value; the PACT document rounds to 9 places. */
            pcfPerDeclaredUnit: string;
            pact: {
                /** Format: uuid */
                id: string;
                specVersion: string;
                version?: number;
                precedingPfIds?: string[];
                /** Format: date-time */
                created: string;
                /** @enum {string} */
                status: "Active" | "Deprecated";
                statusComment?: string;
                /** Format: date-time */
                validityPeriodStart?: string;
                /** Format: date-time */
                validityPeriodEnd?: string;
                companyName: string;
                companyIds: string[];
                productDescription: string;
                productIds: string[];
                productClassifications?: string[];
                productNameCompany: string;
                comment?: string;
                pcf: {
                    /** @enum {string} */
                    declaredUnitOfMeasurement: "liter" | "kilogram" | "cubic meter" | "kilowatt hour" | "megajoule" | "ton kilometer" | "square meter" | "piece" | "hour" | "megabit second";
                    declaredUnitAmount: string;
                    productMassPerDeclaredUnit: string;
                    /** Format: date-time */
                    referencePeriodStart: string;
                    /** Format: date-time */
                    referencePeriodEnd: string;
                    geographyRegionOrSubregion?: string;
                    geographyCountry?: string;
                    geographyCountrySubdivision?: string;
                    boundaryProcessesDescription?: string;
                    pcfExcludingBiogenicUptake: string;
                    pcfIncludingBiogenicUptake: string;
                    fossilCarbonContent: string;
                    biogenicCarbonContent?: string;
                    fossilGhgEmissions: string;
                    landManagementBiogenicCO2Removals?: string;
                    aircraftGhgEmissions?: string;
                    packagingEmissionsIncluded: boolean;
                    ccsTechnologicalCO2CaptureIncluded: boolean;
                    ipccCharacterizationFactors: string[];
                    crossSectoralStandards: ("ISO14067" | "ISO14083" | "ISO14040-44" | "GHGP-Product" | "PEF" | "PACT-1.0" | "PACT-2.0" | "PACT-3.0")[];
                    exemptedEmissionsPercent: string;
                    exemptedEmissionsDescription?: string;
                    allocationRulesDescription?: string;
                    secondaryEmissionFactorSources?: ({
                        name: string;
                        version: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    primaryDataShare?: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
        };
        CreatedSharingGrant: components["schemas"]["SharingGrant"] & {
            /** @description Shown once: give it to the customer now. */
            clientSecret: string;
        };
        SharingGrant: {
            /** Format: uuid */
            id: string;
            customerName: string;
            customerPublicOrgId: string | null;
            productIds: string[];
            periods: {
                start: string;
                end: string;
            }[];
            scopes: number[];
            corporateAllocation?: unknown;
            clientId: string;
            callbackUrl: string | null;
            /**
             * @description `manual`: an administrator answers each request. `fulfil_matching`: CTP answers at once with the published footprints this grant may read that match the request (Active ones unless the request names a status); when none matches, an administrator answers. `fulfil_or_reject`: as `fulfil_matching`, and a request nothing matches is rejected at once.
             * @enum {string}
             */
            answerPolicy: "manual" | "fulfil_matching" | "fulfil_or_reject";
            createdAt: string;
            revokedAt: string | null;
        };
        SharingGrantCreate: {
            customerName: string;
            customerPublicOrgId?: string;
            /**
             * @description Product URNs the customer may read; empty for none.
             * @default []
             */
            productIds: string[];
            /**
             * @description Reference periods it may read.
             * @default []
             */
            periods: {
                /** Format: date */
                start: string;
                /** Format: date */
                end: string;
            }[];
            /**
             * @description A footprint is readable only when every scope it covers is granted.
             * @default []
             */
            scopes: (1 | 2 | 3)[];
            /** @description How the corporate export allocates to this customer; omit for no corporate export. */
            corporateAllocation?: {
                /** @enum {string} */
                method: "revenue";
                customerRevenue: string;
                totalRevenue: string;
                currency: string;
            } | {
                /** @enum {string} */
                method: "physical";
                customerQuantity: string;
                totalQuantity: string;
                unit: string;
            } | {
                /** @enum {string} */
                method: "fixed";
                percent: string;
            };
            /** @description The partner’s host system and the credentials it issued to us. Answers to its requests go to the host named in each RequestCreatedEvent’s `source`, which must have this URL’s origin. */
            callback?: {
                /**
                 * Format: uri
                 * @description The partner's PACT base URL.
                 */
                url: string;
                clientId: string;
                clientSecret: string;
            };
            /**
             * @description `manual`: an administrator answers each request. `fulfil_matching`: CTP answers at once with the published footprints this grant may read that match the request (Active ones unless the request names a status); when none matches, an administrator answers. `fulfil_or_reject`: as `fulfil_matching`, and a request nothing matches is rejected at once.
             * @default manual
             * @enum {string}
             */
            answerPolicy: "manual" | "fulfil_matching" | "fulfil_or_reject";
        };
        SharingGrantAnswerPolicy: {
            /**
             * @description `manual`: an administrator answers each request. `fulfil_matching`: CTP answers at once with the published footprints this grant may read that match the request (Active ones unless the request names a status); when none matches, an administrator answers. `fulfil_or_reject`: as `fulfil_matching`, and a request nothing matches is rejected at once.
             * @enum {string}
             */
            answerPolicy: "manual" | "fulfil_matching" | "fulfil_or_reject";
        };
        PactFootprintRequest: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            grantId: string;
            eventId: string;
            source: string;
            criteria: {
                [key: string]: unknown;
            };
            comment: string | null;
            /** @enum {string} */
            status: "pending" | "fulfilled" | "rejected";
            footprintIds: string[] | null;
            rejectReason: string | null;
            answeredAt: string | null;
            /** @description Why the answer event was not delivered. */
            deliveryError: string | null;
            /** @description The requester’s PACT API the answer goes to: the host the event’s `source` names (checked against the grant), or null when the grant names no partner host. */
            answerUrl: string | null;
            createdAt: string;
        };
        PactRequestFulfil: {
            footprintIds: string[];
        };
        PactRequestReject: {
            reason: string;
        };
        Supplier: {
            /** Format: uuid */
            id: string;
            name: string;
            contactEmail: string | null;
            country: string | null;
            attributes: {
                [key: string]: unknown;
            };
            externalPublicOrgId: string | null;
            integrationEndpoint: string | null;
            integrationClientId: string | null;
            hasIntegrationSecret: boolean;
            inboundGrantId: string | null;
            sync: {
                /** @enum {string} */
                status: "never" | "queued" | "running" | "succeeded" | "failed";
                lastSyncId: string | null;
                lastSyncAt: string | null;
                /** @description Why the last sync changed nothing. */
                error: {
                    code: string;
                    message: string;
                } | null;
            };
            createdAt: string;
            updatedAt: string;
        };
        SupplierCreate: {
            name: string;
            /** Format: email */
            contactEmail?: string | null;
            country?: string | null;
            /** @description Free-form JSON attributes (supplier codes, categories, …). */
            attributes?: {
                [key: string]: unknown;
            };
            /**
             * Format: uuid
             * @description The supplier's publicOrgId: its answers must list `urn:uuid:{it}` in companyIds.
             */
            externalPublicOrgId?: string | null;
            /**
             * Format: uri
             * @description Base URL of the supplier's PACT API (its actions are under `{it}/3/…`).
             */
            integrationEndpoint?: string | null;
            /**
             * Format: uuid
             * @description The grant of our PACT API whose credentials the supplier uses to send us events.
             */
            inboundGrantId?: string | null;
        };
        SupplierUpdate: {
            name?: string;
            /** Format: email */
            contactEmail?: string | null;
            country?: string | null;
            /** @description Free-form JSON attributes (supplier codes, categories, …). */
            attributes?: {
                [key: string]: unknown;
            };
            /**
             * Format: uuid
             * @description The supplier's publicOrgId: its answers must list `urn:uuid:{it}` in companyIds.
             */
            externalPublicOrgId?: string | null;
            /**
             * Format: uri
             * @description Base URL of the supplier's PACT API (its actions are under `{it}/3/…`).
             */
            integrationEndpoint?: string | null;
            /**
             * Format: uuid
             * @description The grant of our PACT API whose credentials the supplier uses to send us events.
             */
            inboundGrantId?: string | null;
        };
        SupplierCredentials: {
            clientId: string;
            /** @description Stored encrypted; never returned. */
            clientSecret: string;
        };
        SupplierPurchase: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            supplierId: string;
            /** @enum {string} */
            kind: "product" | "corporate_share";
            productId: string | null;
            quantity: string | null;
            unit: string | null;
            periodStart: string;
            periodEnd: string;
            facilityId: string | null;
            description: string | null;
            activityLineageId: string | null;
            createdAt: string;
        };
        SupplierPurchaseCreate: {
            /** @enum {string} */
            kind: "product";
            productId: string;
            /** @description Quantity in the footprint's declared unit (or a unit convertible to it). */
            quantity: string;
            /** @example kg */
            unit: string;
            description?: string | null;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            /** Format: uuid */
            facilityId?: string | null;
        } | {
            /** @enum {string} */
            kind: "corporate_share";
            description?: string | null;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            /** Format: uuid */
            facilityId?: string | null;
        };
        SupplierSyncQueued: {
            sync: components["schemas"]["SupplierSync"];
            jobId: string;
        };
        SupplierSync: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            supplierId: string;
            /** @enum {string} */
            trigger: "manual" | "event";
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
            error: {
                code: string;
                message: string;
            } | null;
            outcome: {
                [key: string]: unknown;
            } | null;
            createdAt: string;
            startedAt: string | null;
            finishedAt: string | null;
        };
        ReceivedFootprint: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            footprintId: string;
            footprintVersion: number | null;
            /** @enum {string} */
            status: "Active" | "Deprecated";
            productIds: string[];
            declaredUnit: string;
            declaredUnitAmount: string;
            /** @description kg CO2e per declared unit. */
            pcfExcludingBiogenicUptake: string;
            referencePeriodStart: string;
            referencePeriodEnd: string;
            contentHash: string;
            syncId: string | null;
            receivedAt: string;
        };
        SupplierFootprintRequest: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            supplierId: string;
            eventId: string;
            criteria: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            status: "sending" | "sent" | "send_failed" | "fulfilled" | "rejected";
            sendError: {
                code: string;
                message: string;
            } | null;
            answer: {
                [key: string]: unknown;
            } | null;
            createdAt: string;
            sentAt: string | null;
            answeredAt: string | null;
        };
        SupplierFootprintRequestCreate: {
            productIds: string[];
            comment?: string;
        };
        Report: {
            /** Format: uuid */
            id: string;
            title: string;
            frameworkCode: string;
            frameworkVersion: string;
            /** Format: uuid */
            templateId: string | null;
            templateVersion: number | null;
            periodStart: string;
            periodEnd: string;
            /** @enum {string} */
            status: "queued" | "running" | "complete" | "failed";
            attempts: number;
            failureReason: string | null;
            verificationCode: string | null;
            verificationUrl: string | null;
            contentHash: string | null;
            artifacts: {
                file: string;
                format: string;
                contentType: string;
                size: number;
                sha256: string;
                download: string;
            }[];
            totals: {
                [key: string]: string;
            } | null;
            /** @description Disclosures filled, once complete */
            completeness: {
                filled: number;
                total: number;
                percent: string;
            } | null;
            /** @description One per required disclosure the data could not fill, naming what is missing */
            warnings: {
                disclosureId: string;
                missing: string[];
                message: string;
            }[];
            /** Format: uuid */
            createdBy: string | null;
            /**
             * Format: uuid
             * @description The report this one restates, or null
             */
            replacesReportId: string | null;
            createdAt: string;
            startedAt: string | null;
            finishedAt: string | null;
            generatedAt: string | null;
            /** @description The queue job; null once the queue has dropped it (finished jobs are kept 7 days). */
            job: {
                id: string;
                /** @enum {string} */
                state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
                attempt: number;
                retryLimit: number;
                progress: {
                    percent: number;
                    message: string;
                } | null;
                error: {
                    name: string;
                    message: string;
                    code?: string;
                } | null;
            } | null;
        };
        ReportCreate: {
            frameworkCode: string;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            /** Format: uuid */
            templateId?: string;
            title?: string;
            /** @description Use `frameworkCode` even when a newer framework replaces it for this period. By default a `gri` (GRI 305) report of a period starting on or after 2027-01-01 is made with `gri-102` (GRI 102: Climate Change 2025). */
            keepFramework?: boolean;
            /**
             * Format: uuid
             * @description A restatement: the id of the complete report of the same period that this one replaces. Once this one is complete, the old verification code says it was superseded, and by which code.
             */
            replaces?: string;
        };
        ReportStatus: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "complete" | "failed";
            percent: number;
            message: string | null;
            attempts: number;
            failureReason: string | null;
            steps: {
                percent: number;
                message: string;
                attempt: number;
            }[];
        };
        ReportTemplate: {
            /** Format: uuid */
            id: string;
            name: string;
            frameworkCode: string;
            version: number;
            content: {
                [key: string]: unknown;
            };
            archived: boolean;
            /** Format: uuid */
            createdBy: string | null;
            createdAt: string;
            updatedAt: string;
        };
        ReportTemplateCreate: {
            name: string;
            frameworkCode: string;
            content: components["schemas"]["ReportTemplateContent"];
        };
        ReportTemplateContent: {
            sectionOrder?: string[];
            coverText?: string | null;
            logoDataUrl?: string | null;
            colors?: {
                primary: string;
                accent: string;
            };
            narratives?: {
                [key: string]: string;
            };
        };
        ReportTemplateChange: {
            name: string;
            content: components["schemas"]["ReportTemplateContent"];
        };
        ReportTemplateVersion: {
            version: number;
            name: string;
            content: {
                [key: string]: unknown;
            };
            /** Format: uuid */
            createdBy: string | null;
            createdAt: string;
        };
        ReportVerification: {
            verificationCode: string;
            organizationName: string;
            framework: {
                code: string;
                version: string;
                name: string;
            };
            title: string;
            period: {
                start: string;
                end: string;
            };
            generatedAt: string;
            contentHash: string;
            contentHashMethod: string;
            /** @description File name → SHA-256 (hex) */
            artifacts: {
                [key: string]: string;
            };
            /** @description Exact totals by scope, kg CO2e: scope1, scope2LocationBased, scope2MarketBased, scope3 */
            totalsKgCo2e: {
                [key: string]: string;
            };
            /** @description The verification code of the report this one restates */
            replaces: string | null;
            /** @description Set when a restated report replaces this one: its verification code. This report is then no longer current. */
            supersededBy: string | null;
        };
        AssistantChatResponse: {
            /** Format: uuid */
            interactionId: string;
            /** Format: uuid */
            conversationId: string;
            /** @enum {string} */
            status: "answered" | "withheld";
            /** @description What the guard let through, or why it withheld the answer. */
            response: string;
            suggestions: {
                index: number;
                text: string;
            }[];
            /** @description Where each figure of `response` comes from (empty when the answer was withheld). */
            figures: components["schemas"]["AssistantFigureSource"][];
            guard: {
                /** @enum {string} */
                status: "passed" | "modified" | "withheld";
                findings: components["schemas"]["AssistantGuardFinding"][];
                figuresChecked: number;
            };
            context: components["schemas"]["AssistantContextSummary"];
            intent: {
                use: string;
                periods: string[];
                scopes: number[];
            };
            promptTemplateVersion: string;
            provider: string;
            model: string | null;
            usage: {
                tokensIn: number;
                tokensOut: number;
                estimated: boolean;
            };
            latencyMs: number;
        };
        AssistantFigureSource: {
            /** @description The figure as written in `response`. */
            text: string;
            /** @description Offset of the figure in `response` (UTF-16 code units). */
            start: number;
            end: number;
            /** @description The context value it quotes (as in the stored context). */
            path: string;
            /** @enum {string} */
            measure: "kg" | "percent" | "factor" | "count";
            /** @description The results the value sums, as results filters (`GET /api/results`); null for figures quoted from a document. */
            source: {
                /** Format: date */
                periodStart: string | null;
                /** Format: date */
                periodEnd: string | null;
                scope: 1 | 2 | 3 | null;
                /** @enum {string|null} */
                method: "location_based" | "market_based" | null;
                category: string | null;
                facilityId: string | null;
            } | null;
        };
        AssistantGuardFinding: {
            /** @enum {string} */
            kind: "unsupported_figure" | "compliance_claim" | "action_claim" | "existence_claim" | "suggestion";
            text: string;
            /** @description unsupported_figure: not_in_context, over_precise or wrong_subject (the value is about another facility, category, period or method); existence_claim: what the data says instead */
            reason?: string;
            /** @description The sentence that stated an unsupported figure */
            sentence?: string;
            index?: number;
        };
        AssistantContextSummary: {
            periods: string[];
            parts: {
                [key: string]: number;
            };
            omitted: {
                part: string;
                reason: string;
            }[];
            tokens: number;
        };
        AssistantChatRequest: {
            /**
             * Format: uuid
             * @description The caller's organization (checked against the sign-in).
             */
            organizationId: string;
            query: string;
            /**
             * Format: uuid
             * @description Continue a conversation (from a previous answer).
             */
            conversationId?: string;
            /** @description The period asked about; default the periods the question names, or the latest year. */
            period?: {
                /** Format: date */
                start: string;
                /** Format: date */
                end: string;
            };
        };
        AssistantInteraction: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            conversationId: string | null;
            /** Format: uuid */
            userId: string | null;
            /** Format: uuid */
            apiTokenId: string | null;
            query: string;
            intent: string | null;
            period: {
                start: string;
                end: string;
            } | null;
            contextSummary: {
                [key: string]: unknown;
            } | null;
            promptTemplateVersion: string;
            provider: string;
            model: string | null;
            response: string | null;
            /** @description The model's answer before the guard. */
            rawResponse: string | null;
            withheld: boolean;
            guard: {
                [key: string]: unknown;
            } | null;
            error: {
                code: string;
                message: string;
            } | null;
            tokensIn: number | null;
            tokensOut: number | null;
            tokensEstimated: boolean;
            latencyMs: number | null;
            createdAt: string;
        };
        AssistantInteractionDetail: components["schemas"]["AssistantInteraction"] & {
            /** @description The full AssistantContext the answer was built from. */
            context?: unknown;
            humanActions: components["schemas"]["AssistantHumanAction"][];
        };
        AssistantHumanAction: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            interactionId: string;
            /** Format: uuid */
            userId: string | null;
            /** Format: uuid */
            apiTokenId: string | null;
            suggestionIndex: number | null;
            /** @enum {string} */
            action: "accepted" | "rejected" | "modified" | "ignored";
            note: string | null;
            createdAt: string;
        };
        AssistantHumanActionCreate: {
            /** @description Which suggestion (0-based); omit for the answer as a whole. */
            suggestionIndex?: number;
            /** @enum {string} */
            action: "accepted" | "rejected" | "modified" | "ignored";
            note?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
