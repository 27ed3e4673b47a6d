import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render';
import { CodeForm } from './CodeForm';

describe('CodeForm', () => {
  it('says in words what is wrong with a code, and looks up a typed one in the printed form', async () => {
    const onLookUp = vi.fn();
    renderWithApi(<CodeForm onLookUp={onLookUp} />, () => ({ status: 500 }));
    const box = screen.getByRole('textbox', { name: /Verification code/ });
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Enter the code printed on the report.')).toBeInTheDocument();
    await userEvent.type(box, 'not a code!');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText(/This does not look like a verification code/)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(onLookUp).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, ' ctp-2025-7kqm{Enter}');
    expect(onLookUp).toHaveBeenCalledWith('CTP-2025-7KQM');
  });

  it('takes the two-group codes printed since issue 19', async () => {
    const onLookUp = vi.fn();
    renderWithApi(<CodeForm onLookUp={onLookUp} />, () => ({ status: 500 }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Verification code/ }),
      'ctp-2026-7kqm-4xpa{Enter}',
    );
    expect(onLookUp).toHaveBeenCalledWith('CTP-2026-7KQM-4XPA');
    expect(screen.getByText('As printed on the report, e.g. CTP-2026-7KQM-4XPA')).toBeInTheDocument();
  });
});
