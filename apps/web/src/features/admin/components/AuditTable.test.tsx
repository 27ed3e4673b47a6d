import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../api/audit';
import { AuditTable } from './AuditTable';

const entry = (
  seq: string,
  actorType: string,
  actorId: string | null,
  action: string,
  actorName: string | null = null,
): AuditEntry => ({
  id: `0190f5f4-0000-7000-8000-00000000000${seq}`,
  seq,
  occurredAt: '2026-01-02T09:00:00Z',
  actorType,
  actorId,
  actorName,
  action,
  entityType: 'api_token',
  entityId: 'e1',
  details: { name: 'ERP export', role: 'READ_ONLY' },
  requestId: 'req-1',
  prevHash: `prev-${seq}`,
  hash: `hash-${seq}`,
  hashVersion: 2,
});

describe('AuditTable', () => {
  it('names users and tokens, and opens an entry’s details and hashes from the keyboard', async () => {
    render(
      <MantineProvider env="test">
        <AuditTable
          entries={[
            entry('4', 'user', 'u9', 'activity.create'),
            entry('3', 'api_token', 't1', 'auth.token.refused', 'ERP export'),
            entry('2', 'user', 'u1', 'api_token.create', 'Ada Admin'),
            entry('1', 'system', null, 'setup.complete'),
          ]}
        />
      </MantineProvider>,
    );
    const rows = screen.getAllByRole('row');
    // An id that names nobody any more shows by kind and id.
    expect(rows[1]).toHaveTextContent('User u9');
    expect(rows[2]).toHaveTextContent('API token “ERP export”');
    expect(rows[3]).toHaveTextContent('Ada Admin');
    expect(rows[4]).toHaveTextContent('System');
    expect(screen.queryByText('hash-2')).not.toBeInTheDocument();

    const show = screen.getByRole('button', { name: 'Show details of entry 2' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    show.focus();
    await userEvent.keyboard('{Enter}');
    const hide = screen.getByRole('button', { name: 'Hide details of entry 2' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('hash-2')).toBeInTheDocument();
    expect(screen.getByText('prev-2')).toBeInTheDocument();
    expect(screen.getByText(/"name": "ERP export"/)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('hash-2')).not.toBeInTheDocument();
  });
});
