import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { auditQuery, validateAuditSearch } from '../api/audit-search';
import { AuditFilters } from './AuditFilters';

describe('AuditFilters', () => {
  it('applies the filters together from the keyboard, and says in words what an action looks like', async () => {
    const onChange = vi.fn();
    render(
      <MantineProvider env="test">
        <AuditFilters value={{}} onChange={onChange} />
      </MantineProvider>,
    );
    const action = screen.getByRole('textbox', { name: /^Action/ });
    await userEvent.type(action, 'Activity corrected');
    await userEvent.type(screen.getByLabelText('From (UTC day)'), '2026-03-01');
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(
      screen.getByText('Lower-case words joined by dots, such as activity.corrected'),
    ).toBeInTheDocument();
    await userEvent.clear(action);
    await userEvent.type(action, 'activity.corrected');
    await userEvent.type(screen.getByRole('textbox', { name: 'Entity type' }), 'activity');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({
      action: 'activity.corrected',
      entityType: 'activity',
      from: '2026-03-01',
    });
  });

  it('keeps what is valid of a hand-written address and maps it to the API query', () => {
    const search = validateAuditSearch({
      action: 'report',
      entityType: 'Report; DROP',
      from: '2026-03-01',
      to: 'yesterday',
      actorId: 'u1',
    });
    expect(search).toEqual({ action: 'report', from: '2026-03-01', actorId: 'u1' });
    expect(auditQuery(search)).toEqual({ action: 'report', occurredFrom: '2026-03-01', actorId: 'u1' });
  });
});
