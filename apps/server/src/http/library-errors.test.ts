import { AssistantError } from '@ctp/assistant';
import { SecretBoxError } from '@ctp/auth';
import { ForecastError } from '@ctp/forecast';
import { FrameworkNotFoundError } from '@ctp/reporting';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app.js';
import type { ApiModule } from './app-env.js';

/** Routes that let library errors with codes outside the problem table reach the error handler. */
const throwing: ApiModule = (app) => {
  app.get('/secret', () => {
    throw new SecretBoxError('the sealed secret does not open with this key and context', {
      reason: 'AUTHENTICATION',
    });
  });
  app.get('/framework', () => {
    throw new FrameworkNotFoundError('sec', null);
  });
  app.get('/assistant', () => {
    throw new AssistantError('ASSISTANT_INVALID_CONFIG', 'model is empty', { field: 'model' });
  });
  app.get('/forecast', () => {
    throw new ForecastError('SOME_FORECAST_CODE', 'not in the table', { a: 1 });
  });
};

describe('library errors whose code the problem table does not list', () => {
  const { app } = testApp({ modules: [throwing] });

  it.each(['/secret', '/framework', '/assistant'])('%s stays a 500 that hides its message', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(500);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'urn:ctp:problem:internal-error', code: 'INTERNAL_ERROR' });
    expect(body.details).toBeUndefined();
    expect(String(body.detail)).not.toMatch(/sealed|framework|model/);
  });

  it('a forecast error is still answered as a library error (422 with its details)', async () => {
    const res = await app.request('/forecast');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'SOME_FORECAST_CODE', details: { a: 1 } });
  });
});
