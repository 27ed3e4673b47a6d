import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import { SetupForm } from './SetupForm';

// Component tests with the real typed client on a fetch stub (no server runs here).

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe('SetupForm', () => {
  it('checks the fields before sending, in words next to each field', async () => {
    const { seen } = renderWithApi(<SetupForm onDone={vi.fn()} />, () => ({ status: 500 }));
    await fill({ 'Short name': 'Not A Slug', 'Your email': 'ada', Password: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findAllByText('This field is needed.')).toHaveLength(2);
    expect(
      screen.getByText('Use lower-case letters, digits and dashes only, starting with a letter or digit.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This does not look like an email address.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 12 characters.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('creates the organization, leaving out an empty password', async () => {
    const onDone = vi.fn();
    const result = {
      organization: {
        id: '0190f5f4-0000-7000-8000-000000000001',
        publicOrgId: 'p',
        slug: 'acme',
        name: 'Acme',
      },
      admin: null,
    };
    const { seen } = renderWithApi(<SetupForm onDone={onDone} />, () => ({ status: 201, body: result }));
    await fill({
      'Organization name': 'Acme',
      'Short name': 'acme',
      'Your name': 'Ada',
      'Your email': 'ada@acme.example',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(result));
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/setup',
      body: {
        organizationName: 'Acme',
        organizationSlug: 'acme',
        adminName: 'Ada',
        adminEmail: 'ada@acme.example',
      },
    });
    expect(seen[0]?.body).not.toHaveProperty('adminPassword');
  });

  it("puts the server's field errors next to their field, and says when setup is already done", async () => {
    let answer = problem(422, 'VALIDATION_FAILED', {
      errors: [{ pointer: '/adminPassword', code: 'weak', message: 'This password is too common.' }],
    });
    renderWithApi(<SetupForm onDone={vi.fn()} />, () => answer);
    await fill({
      'Organization name': 'Acme',
      'Short name': 'acme',
      'Your name': 'Ada',
      'Your email': 'ada@acme.example',
      Password: 'password1234',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();

    answer = problem(409, 'SETUP_COMPLETED');
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('CTP is already set up. Sign in instead.')).toBeInTheDocument();
  });
});
