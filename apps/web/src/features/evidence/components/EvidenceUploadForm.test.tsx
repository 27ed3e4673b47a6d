import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem, renderWithApi } from '../../../test/render';
import { EvidenceUploadForm } from './EvidenceUploadForm';

const ACTIVITY = '0190f5f4-0000-7000-8000-0000000000a1';
const STORED = {
  id: '0190f5f4-0000-7000-8000-0000000000e2',
  evidenceId: '0190f5f4-0000-7000-8000-0000000000e1',
  version: 1,
  activityId: ACTIVITY,
  facilityId: null,
  instrumentId: null,
  kind: 'meter_reading',
  fileName: 'readings.csv',
  mediaType: 'text/csv',
  sizeBytes: 22,
  sha256: 'a'.repeat(64),
  uploadedBy: null,
  uploadedByType: 'user',
  createdAt: '2026-01-01T00:00:00Z',
  downloadPath: '/api/evidence/0190f5f4-0000-7000-8000-0000000000e1/versions/1/content',
};
const fileInput = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
// Without the browser's own filter, so the form's check of the type is what is tested.
const user = () => userEvent.setup({ applyAccept: false });

describe('EvidenceUploadForm', () => {
  it('asks for a file and refuses a type or size the server would refuse, sending nothing', async () => {
    const { container, seen } = renderWithApi(
      <EvidenceUploadForm subject={{ activityId: ACTIVITY }} />,
      () => ({
        status: 500,
      }),
    );
    await user().click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a file.')).toBeInTheDocument();
    await user().upload(fileInput(container), new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    await user().click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/This kind of file is not accepted/)).toBeInTheDocument();
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user().upload(fileInput(container), big);
    await user().click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is larger than 8 MB.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('sends the file itself as the body, with its type, name, kind and the CSRF token', async () => {
    const { container, seen } = renderWithApi(
      <EvidenceUploadForm subject={{ activityId: ACTIVITY }} />,
      () => ({ status: 201, body: STORED }),
      { csrfToken: 'csrf-1' },
    );
    await user().upload(
      fileInput(container),
      new File(['meter,reading\nM1,1000\n'], 'readings.csv', { type: 'text/csv' }),
    );
    const kind = screen.getAllByLabelText('Kind of evidence').find((element) => element.tagName === 'INPUT');
    if (kind === undefined) throw new Error('no kind input');
    await user().click(kind);
    await user().click(screen.getByRole('option', { name: 'Meter reading' }));
    await user().click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('readings.csv was attached.')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    const sent = seen[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe(`/api/evidence?activityId=${ACTIVITY}&kind=meter_reading&fileName=readings.csv`);
    expect(sent?.headers.get('content-type')).toBe('text/csv');
    expect(sent?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(sent?.body).toBe('meter,reading\nM1,1000\n');
  });

  it('says in words why the server refused the file', async () => {
    const { container } = renderWithApi(<EvidenceUploadForm subject={{ facilityId: ACTIVITY }} />, () =>
      problem(415, 'EVIDENCE_MEDIA_TYPE', { detail: 'The file’s content is not application/pdf.' }),
    );
    await user().upload(fileInput(container), new File(['<html>'], 'fake.pdf', { type: 'application/pdf' }));
    await user().click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The file’s content does not match its type.'),
    );
  });
});
