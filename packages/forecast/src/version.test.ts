import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORECAST_VERSION } from './index.js';

describe('FORECAST_VERSION', () => {
  it('is the version of the package.json it ships with', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(FORECAST_VERSION).toBe(pkg.version);
    expect(FORECAST_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});
