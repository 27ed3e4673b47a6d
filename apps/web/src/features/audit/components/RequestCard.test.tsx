import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import type { EvidenceItem } from '../../evidence';
import type { AuditRequest } from '../api/audit';
import { RequestCard } from './RequestCard';

const FILE = {
  id: '0190f5f4-0000-7000-8000-0000000000e2',
  evidenceId: '0190f5f4-0000-7000-8000-0000000000e1',
  version: 1,
  activityId: '0190f5f4-0000-7000-8000-0000000000a1',
  facilityId: null,
  instrumentId: null,
  kind: 'invoice',
  fileName: 'gas-invoice.pdf',
  mediaType: 'application/pdf',
  sizeBytes: 2048,
  sha256: 'ab'.repeat(32),
  uploadedBy: null,
  uploadedByType: 'user',
  createdAt: '2026-01-01T00:00:00Z',
  downloadPath: '/api/evidence/0190f5f4-0000-7000-8000-0000000000e1/versions/1/content',
} as const;
const OPEN: AuditRequest = {
  id: '0190f5f4-0000-7000-8000-0000000000c1',
  periodId: '0190f5f4-0000-7000-8000-0000000000b1',
  resultId: '0190f5f4-0000-7000-8000-0000000000d1',
  message: 'Please attach the gas invoice.',
  requestedBy: { actorType: 'user', actorId: null },
  createdAt: '2026-01-02T00:00:00Z',
  status: 'open',
  answer: null,
  evidenceId: null,
  answeredBy: null,
  answeredAt: null,
  evidence: null,
};
const ITEM: EvidenceItem = { evidenceId: FILE.evidenceId, kind: 'invoice', latest: FILE, versions: [FILE] };

describe('RequestCard', () => {
  it('shows the attached file of an answered request: name to download, size and full SHA-256', () => {
    const answered: AuditRequest = {
      ...OPEN,
      status: 'answered',
      answer: 'Attached.',
      evidenceId: FILE.evidenceId,
      answeredAt: '2026-01-03T00:00:00Z',
      evidence: FILE,
    };
    renderWithApi(<RequestCard request={answered} canAnswer />, () => ({ status: 500 }));
    expect(screen.getByRole('link', { name: 'Download gas-invoice.pdf' })).toHaveAttribute(
      'href',
      FILE.downloadPath,
    );
    expect(screen.getByText(FILE.sha256)).toBeInTheDocument();
    expect(screen.getByText(/2 kB|2 KB/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Answer' })).toBeNull();
  });

  it('answers with the note and the file just uploaded', async () => {
    const { seen } = renderWithApi(
      <RequestCard request={OPEN} canAnswer attachable={{ items: [ITEM], chosen: FILE.evidenceId }} />,
      () => ({ status: 200, body: { ...OPEN, status: 'answered' } }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), 'The invoice is attached.');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.path).toBe(`/api/audit-requests/${OPEN.id}/answer`);
    expect(seen[0]?.body).toEqual({ answer: 'The invoice is attached.', evidenceId: FILE.evidenceId });
  });

  it('shows no answer form to a reader', () => {
    renderWithApi(<RequestCard request={OPEN} canAnswer={false} />, () => ({ status: 500 }));
    expect(screen.queryByRole('textbox', { name: 'Answer' })).toBeNull();
    expect(screen.getByText('Please attach the gas invoice.')).toBeInTheDocument();
  });
});
