import { describe, expect, it } from 'vitest';
import { answerDestinationOf } from './answer-destination.js';

const grant = { callback: { url: 'https://buyer.example/pact', clientId: 'c', secretSealed: 's' } };
const none = { callback: null };
const of = (source: string, g: Parameters<typeof answerDestinationOf>[1] = grant, httpsOnly = true) =>
  answerDestinationOf(source, g, { httpsOnly });

describe('answerDestinationOf', () => {
  it('takes the PACT base URL from the source when it names the grant’s partner host', () => {
    expect(of('https://buyer.example/tenants/7/pact')).toEqual({
      ok: true,
      url: 'https://buyer.example/tenants/7/pact',
    });
    expect(of('//buyer.example/pact/3/events')).toEqual({ ok: true, url: 'https://buyer.example/pact' });
    expect(of('https://BUYER.example/?x=1#y')).toEqual({ ok: true, url: 'https://buyer.example' });
  });

  it('a source naming no host means the grant’s own callback', () => {
    expect(of('/pact/api/v3/events')).toEqual({ ok: true, url: 'https://buyer.example/pact' });
    expect(of('urn:buyer:system')).toEqual({ ok: true, url: 'https://buyer.example/pact' });
  });

  it('refuses another host, port or scheme, credentials in the URL, and plain HTTP in production', () => {
    expect(of('https://evil.example/pact')).toMatchObject({ ok: false, code: 'AccessDenied' });
    expect(of('https://buyer.example:8443/pact')).toMatchObject({ ok: false, code: 'AccessDenied' });
    expect(of('https://buyer.example.evil.example/pact')).toMatchObject({ ok: false, code: 'AccessDenied' });
    expect(of('https://me:pw@buyer.example/pact')).toMatchObject({ ok: false, code: 'BadRequest' });
    expect(of('http://buyer.example/pact')).toMatchObject({ ok: false, code: 'AccessDenied' });
    expect(of('https://[not-a-host/pact')).toMatchObject({ ok: false, code: 'BadRequest' });
  });

  it('a grant without a partner host keeps the request without a destination (no answer can be sent)', () => {
    expect(of('https://anyone.example/pact', none)).toEqual({ ok: true, url: null });
    expect(of('/relative', none)).toEqual({ ok: true, url: null });
    const http = { callback: { url: 'http://127.0.0.1:8004', clientId: 'c', secretSealed: 's' } };
    expect(of('http://127.0.0.1:8004', http, false)).toEqual({ ok: true, url: 'http://127.0.0.1:8004' });
  });
});
