import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import AdminLayout from './AdminLayout';

const session = (role: string) => ({
  kind: 'session',
  role,
  organization: { id: '0190f5f4-0000-7000-8000-0000000000a1', publicOrgId: 'p', slug: 'acme', name: 'Acme' },
  user: { id: '0190f5f4-0000-7000-8000-0000000000b1', email: 'r@example.com', name: 'R', role },
  tokenId: null,
  csrfToken: 'c',
});

describe('AdminLayout', () => {
  it.each(['READ_ONLY', 'ORG_MEMBER'])('tells %s that their role does not allow this', async (role) => {
    renderWithApi(<AdminLayout />, () => ({ status: 200, body: session(role) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.queryByRole('navigation', { name: 'Administration sections' })).not.toBeInTheDocument();
  });
});
