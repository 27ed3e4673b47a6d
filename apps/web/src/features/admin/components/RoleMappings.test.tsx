import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, type SeenRequest } from '../../../test/render';
import type { RoleMapping } from '../api/role-mappings';
import { moveChanges } from './mapping-order';
import { RoleMappings } from './RoleMappings';

const CONFIG = '0190f5f4-0000-7000-8000-0000000000c1';
const mapping = (
  n: number,
  kind: RoleMapping['kind'],
  value: string | null,
  priority: number,
): RoleMapping => ({
  id: `0190f5f4-0000-7000-8000-00000000000${n}`,
  authConfigId: CONFIG,
  kind,
  claim: null,
  value,
  role: kind === 'default' ? 'READ_ONLY' : 'ORG_MEMBER',
  priority,
  createdAt: `2026-01-0${n}T00:00:00Z`,
  updatedAt: `2026-01-0${n}T00:00:00Z`,
});

/** A tiny in-memory API for the mappings: the list answers what the PATCHes changed. */
function mappingsApi(initial: RoleMapping[]) {
  const rows = new Map(initial.map((m) => [m.id, { ...m }]));
  return (request: SeenRequest) => {
    if (request.method === 'GET') return { status: 200, body: { items: [...rows.values()] } };
    const id = request.path.split('/').pop() ?? '';
    const row = rows.get(id);
    if (request.method === 'PATCH' && row) {
      Object.assign(row, request.body);
      return { status: 200, body: row };
    }
    if (request.method === 'DELETE' && row) {
      rows.delete(id);
      return { status: 204 };
    }
    if (request.method === 'POST') {
      const created = { ...mapping(9, 'group', null, 0), ...(request.body as object) };
      rows.set(created.id, created);
      return { status: 201, body: created };
    }
    return { status: 404 };
  };
}

const order = () =>
  screen.getAllByTestId('role-mapping-row').map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('RoleMappings', () => {
  it('lists the mappings in evaluation order and moves them with the keyboard (up and down buttons)', async () => {
    const { seen } = renderWithApi(
      <RoleMappings authConfigId={CONFIG} />,
      mappingsApi([
        mapping(1, 'default', null, 0),
        mapping(2, 'group', 'finance', 10),
        mapping(3, 'email_domain', '@example.com', 50),
      ]),
    );
    await waitFor(() =>
      expect(order()).toEqual([
        'email ends with @example.com',
        'member of group finance',
        'nothing above matched',
      ]),
    );
    // Default is always last; the first cannot go up, the last non-default cannot go down.
    expect(screen.getByRole('button', { name: 'Move up: email ends with @example.com' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: member of group finance' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up: nothing above matched' })).toBeDisabled();

    const up = screen.getByRole('button', { name: 'Move up: member of group finance' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(order()).toEqual([
        'member of group finance',
        'email ends with @example.com',
        'nothing above matched',
      ]),
    );
    const patches = seen.filter((request) => request.method === 'PATCH');
    expect(patches.map((p) => [p.path.split('/').pop(), p.body])).toEqual([
      [mapping(2, 'group', null, 0).id, { priority: 50 }],
      [mapping(3, 'group', null, 0).id, { priority: 10 }],
    ]);
  });

  it('adds a mapping with field errors in words first', async () => {
    const { seen } = renderWithApi(<RoleMappings authConfigId={CONFIG} />, mappingsApi([]));
    expect(await screen.findByText(/No role mappings yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add role mapping' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Value/ }), 'example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    expect(await within(dialog).findByText(/Write the domain with the leading @/)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
    const value = within(dialog).getByRole('textbox', { name: /^Value/ });
    await userEvent.clear(value);
    await userEvent.type(value, '@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(order()).toEqual(['email ends with @example.com']));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'email_domain',
      claim: null,
      value: '@example.com',
      role: 'READ_ONLY',
      priority: 10,
      authConfigId: CONFIG,
    });
  });

  it('changes a mapping in its dialog, and deletes one only after confirmation', async () => {
    const { seen } = renderWithApi(
      <RoleMappings authConfigId={CONFIG} />,
      mappingsApi([mapping(2, 'group', 'finance', 10), mapping(3, 'email_domain', '@example.com', 50)]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Change: member of group finance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role mapping' });
    const value = within(dialog).getByRole('textbox', { name: /^Value/ });
    await userEvent.clear(value);
    await userEvent.type(value, 'controllers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
    await waitFor(() =>
      expect(order()).toEqual(['email ends with @example.com', 'member of group controllers']),
    );
    expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({
      kind: 'group',
      claim: null,
      value: 'controllers',
      role: 'ORG_MEMBER',
      priority: 10,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete: email ends with @example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this role mapping?' });
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(order()).toEqual(['member of group controllers']));
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe(
      `/api/admin/role-mappings/${mapping(3, 'group', null, 0).id}`,
    );
  });

  it('separates equal priorities when moving, and never touches the default', () => {
    const a = mapping(2, 'group', 'a', 5);
    const b = mapping(3, 'group', 'b', 5);
    const d = mapping(1, 'default', null, 0);
    expect(moveChanges([a, b, d], 1, -1)).toEqual([{ id: b.id, priority: 6 }]);
    expect(moveChanges([a, b, d], 0, 1)).toEqual([{ id: a.id, priority: 4 }]);
    const low = [mapping(2, 'group', 'a', 1), mapping(3, 'group', 'b', 1), d];
    expect(moveChanges(low, 0, 1)).toEqual([{ id: low[1]?.id, priority: 2 }]);
    expect(moveChanges([a, b, d], 1, 1)).toEqual([]);
    expect(moveChanges([a, b, d], 2, -1)).toEqual([]);
  });
});
