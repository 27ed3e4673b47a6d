import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductFootprint } from '../features/pact/index.js';

/**
 * A scripted PACT partner on a real loopback HTTP server (port 0), for tests of the client and the
 * sync that need answers a conformant CTP supplier never gives (another company's ids, a malformed
 * body, a revoked credential at a chosen moment). The two-process end-to-end test uses real CTP
 * servers instead. Test support only.
 */
export interface PactPartner {
  /** Base URL of its PACT API (`http://127.0.0.1:{port}/pact`). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** What `GET /3/footprints` lists (pages of `pageSize`), changeable between calls. */
  footprints: unknown[];
  pageSize: number;
  /** When true, the token action refuses the credentials (as after revocation). */
  revoked: boolean;
  /** Every request received: method, path with query, headers, body. */
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

const TOKEN = 'partner-token-1';

/** Starts a scripted partner. */
export async function startPactPartner(
  init: { footprints?: unknown[]; pageSize?: number } = {},
): Promise<PactPartner> {
  const partner = {
    clientId: 'host-client',
    clientSecret: 'host-secret-0123456789',
    footprints: init.footprints ?? [],
    pageSize: init.pageSize ?? 2,
    revoked: false,
    requests: [] as PactPartner['requests'],
  };
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    partner.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const send = (status: number, json?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      });
      res.end(json === undefined ? undefined : JSON.stringify(json));
    };
    if (url.pathname === '/pact/auth/token' && req.method === 'POST') {
      const basic = `Basic ${Buffer.from(`${partner.clientId}:${partner.clientSecret}`).toString('base64')}`;
      if (partner.revoked || req.headers.authorization !== basic)
        return send(401, { error: 'invalid_client', error_description: 'Authentication failed' });
      return send(200, { access_token: TOKEN, token_type: 'Bearer', expires_in: 3600 });
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}` || partner.revoked)
      return send(400, { code: 'BadRequest', message: 'Invalid token provided' });
    if (url.pathname === '/pact/3/footprints' && req.method === 'GET') {
      const offset = Number.parseInt(url.searchParams.get('offset') ?? '0', 10);
      const limit = partner.pageSize;
      const page = partner.footprints.slice(offset, offset + limit);
      const more = offset + limit < partner.footprints.length;
      const next = `${url.origin}/pact/3/footprints?limit=${limit}&offset=${offset + limit}`;
      return send(200, { data: page }, more ? { link: `<${next}>; rel="next"` } : {});
    }
    const one = /^\/pact\/3\/footprints\/([^/]+)$/.exec(url.pathname);
    if (one && req.method === 'GET') {
      const found = partner.footprints.find((f) => (f as { id?: string }).id === one[1]);
      return found
        ? send(200, { data: found })
        : send(404, { code: 'NotFound', message: 'The specified footprint does not exist' });
    }
    if (url.pathname === '/pact/3/events' && req.method === 'POST') return send(200);
    return send(404, { code: 'NotFound', message: 'No such action' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(partner, {
    baseUrl: `http://127.0.0.1:${port}/pact`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  });
}

/** A PACT v3 ProductFootprint of `publicOrgId`'s company for `productId`, valid against the wire schema. */
export function pactFootprint(input: {
  id: string;
  publicOrgId: string;
  productId: string;
  kgCo2ePerUnit: string;
  declaredUnit?: ProductFootprint['pcf']['declaredUnitOfMeasurement'];
  created?: string;
  status?: 'Active' | 'Deprecated';
}): ProductFootprint {
  return {
    id: input.id,
    specVersion: '3.0.0',
    version: 1,
    created: input.created ?? '2026-01-15T00:00:00Z',
    status: input.status ?? 'Active',
    companyName: 'Scripted Supplier',
    companyIds: [`urn:uuid:${input.publicOrgId}`],
    productDescription: 'Hot-rolled steel coil',
    productIds: [input.productId],
    productNameCompany: 'Coil A',
    pcf: {
      declaredUnitOfMeasurement: input.declaredUnit ?? 'kilogram',
      declaredUnitAmount: '1',
      productMassPerDeclaredUnit: '1',
      referencePeriodStart: '2025-01-01T00:00:00Z',
      referencePeriodEnd: '2026-01-01T00:00:00Z',
      geographyCountry: 'DE',
      pcfExcludingBiogenicUptake: input.kgCo2ePerUnit,
      pcfIncludingBiogenicUptake: input.kgCo2ePerUnit,
      fossilCarbonContent: '0',
      fossilGhgEmissions: input.kgCo2ePerUnit,
      packagingEmissionsIncluded: false,
      ccsTechnologicalCO2CaptureIncluded: false,
      ipccCharacterizationFactors: ['AR6'],
      crossSectoralStandards: ['ISO14067'],
      exemptedEmissionsPercent: '0',
    },
  };
}
