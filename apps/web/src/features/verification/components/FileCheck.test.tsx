import { createHash } from 'node:crypto';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render';
import { FileCheck } from './FileCheck';

// The hashes are computed here with node:crypto, independently of the WebCrypto the component uses.
const pdf = new TextEncoder().encode('%PDF-1.7 the report');
const csv = new TextEncoder().encode('scope,kg\nscope1,1250.5\n');
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const artifacts = { 'report.pdf': sha(pdf), 'emissions.csv': sha(csv) };

describe('FileCheck', () => {
  it('says which recorded file a chosen file is, by its SHA-256 computed in the browser', async () => {
    renderWithApi(<FileCheck artifacts={artifacts} />, () => ({ status: 500 }));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([pdf], 'downloaded.pdf'));
    expect(await screen.findByText('downloaded.pdf matches report.pdf')).toBeInTheDocument();
    expect(screen.getByText(sha(pdf), { selector: '[role="status"] code' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /report\.pdf/ });
    expect(within(row).getByText('Matches')).toBeInTheDocument();
    // A second check keeps the first one's answer: files can be checked one by one.
    await userEvent.upload(input, new File([csv], 'emissions.csv'));
    expect(await screen.findByText('emissions.csv matches emissions.csv')).toBeInTheDocument();
    expect(screen.getByText('downloaded.pdf matches report.pdf')).toBeInTheDocument();
    expect(screen.getAllByText('Matches')).toHaveLength(2);
  });

  it('says "no match" for a changed file dropped on the zone, and checks several files at once', async () => {
    renderWithApi(<FileCheck artifacts={artifacts} />, () => ({ status: 500 }));
    const changed = csv.slice();
    changed[changed.length - 2] = '6'.charCodeAt(0);
    fireEvent.drop(screen.getByTestId('drop-zone'), {
      dataTransfer: { files: [new File([changed], 'emissions.csv'), new File([csv], 'copy.csv')] },
    });
    expect(await screen.findByText('emissions.csv: no match')).toBeInTheDocument();
    expect(screen.getByText('copy.csv matches emissions.csv')).toBeInTheDocument();
    expect(screen.getByText(/not one of this report’s files, or it was changed/)).toBeInTheDocument();
  });
});
