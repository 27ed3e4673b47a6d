import { describe, expect, it } from 'vitest';
import { authSecuritySchemes, honoPathFromOpenApi, operationAccess } from './openapi.js';

describe('OpenAPI access description', () => {
  it('describes public and protected operations from the route table', () => {
    expect(operationAccess({ method: 'GET', path: '/api/public', roles: 'public' })).toEqual({
      security: [],
      'x-ctp-roles': ['public'],
    });
    expect(operationAccess({ method: 'DELETE', path: '/api/f/:id', roles: ['ORG_ADMIN'] })).toEqual({
      security: [{ sessionCookie: [] }, { apiToken: [] }],
      'x-ctp-roles': ['ORG_ADMIN'],
    });
    expect(authSecuritySchemes('__Host-ctp_session').sessionCookie.name).toBe('__Host-ctp_session');
  });

  it('converts OpenAPI path templates to Hono paths', () => {
    expect(honoPathFromOpenApi('/api/orgs/{organizationId}/facilities/{id}')).toBe(
      '/api/orgs/:organizationId/facilities/:id',
    );
  });
});
