import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportFailure } from './ReportFailure';

describe('ReportFailure', () => {
  it('gives the recorded reason in words', () => {
    render(
      <MantineProvider env="test">
        <ReportFailure
          report={{
            failureReason:
              'Error: invalid reporting profile: settings.reporting.consolidationApproach: Invalid option',
            attempts: 4,
          }}
        />
      </MantineProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The report could not be generated');
    expect(alert).toHaveTextContent(
      'Reason: Error: invalid reporting profile: settings.reporting.consolidationApproach: Invalid option',
    );
    expect(alert).toHaveTextContent('Tried 4 times.');
  });
});
