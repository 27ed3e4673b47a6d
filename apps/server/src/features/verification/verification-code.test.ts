/**
 * The contract between @ctp/reporting, which defines the verification-code format and generates
 * the codes, and @ctp/store, which keeps no copy of the format and relies on its database CHECK
 * constraint `reports_verification_code_format`. The two packages must not import each other, so
 * the server, which wires `generateVerificationCode` into `createReport`, holds the test that the
 * database, the store and reporting accept and refuse exactly the same codes.
 */

import { CtpError } from '@ctp/factors';
import { generateVerificationCode, isVerificationCode, VERIFICATION_CODE_PATTERN } from '@ctp/reporting';
import {
  createOrganization,
  createReport,
  type OrganizationScope,
  registerFrameworks,
  type TestDatabase,
  testTargets,
  withOrganization,
  withSystem,
} from '@ctp/store';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const request = {
  frameworkCode: 'gri',
  frameworkVersion: '2016',
  title: 'Contract',
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
};
const GRI = { code: 'gri', version: '2016', name: 'GRI 305', source: 'built-in' as const, definition: {} };

/** Thrown to roll a transaction back once its outcome is known: no probe leaves a row behind. */
class Rollback extends Error {}

/** A generated code (every year, every byte pattern), as the server makes them. */
const generatedCode = fc
  .tuple(fc.integer({ min: 1000, max: 9999 }), fc.uint8Array({ minLength: 8, maxLength: 8 }))
  .map(([year, bytes]) =>
    generateVerificationCode(year, (target) => target.fill(0).map((_, i) => bytes[i] ?? 0)),
  );

/** Near misses: a generated code with one character replaced, inserted or deleted. */
const oneCharacter = fc.oneof(
  fc.constantFrom(...'0O1Iaz -_\n\tÉАＡ٢²'),
  fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
);
const nearMiss = fc
  .tuple(generatedCode, fc.nat(), fc.constantFrom('replace', 'insert', 'delete'), oneCharacter)
  .filter(([, , , ch]) => ch !== '\u0000')
  .map(([code, at, edit, ch]) => {
    const i = at % (code.length + (edit === 'insert' ? 1 : 0));
    if (edit === 'delete') return code.slice(0, i) + code.slice(i + 1);
    return code.slice(0, i) + ch + code.slice(edit === 'replace' ? i + 1 : i);
  });

/** Any text PostgreSQL can store (it refuses NUL in text whatever the constraint; the store tests cover NUL). */
const anyText = fc.string({ maxLength: 20, unit: 'binary' }).filter((s) => !s.includes('\u0000'));

describe.each(testTargets(process.env.TEST_DATABASE_URL))('verification codes on $name', (target) => {
  let store: TestDatabase;
  let orgId: string;
  let probeReportId: string;

  /** Runs `fn` in an organization transaction that is always rolled back, and returns its result. */
  async function rolledBack<T>(fn: (scope: OrganizationScope) => Promise<T>): Promise<T> {
    let result: { value: T } | undefined;
    await withOrganization(store.db, orgId, async (scope) => {
      result = { value: await fn(scope) };
      throw new Rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
    if (result === undefined) throw new Error('unreachable: the probe neither returned nor threw');
    return result.value;
  }

  /** The database's CHECK alone: an UPDATE of an existing report's code, straight in SQL. */
  const databaseAccepts = (code: string) =>
    rolledBack(async (scope) => {
      try {
        await sql`UPDATE reports SET verification_code = ${code} WHERE id = ${probeReportId}`.execute(
          scope.db,
        );
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === '23514') return false;
        throw error;
      }
    });

  /** The store's whole validation: `createReport` with this code (a refused code is STORE_INVALID_INPUT). */
  const storeAccepts = (code: string) =>
    rolledBack(async (scope) => {
      try {
        await createReport(scope, request, () => code);
        return true;
      } catch (error) {
        if (error instanceof CtpError && error.code === 'STORE_INVALID_INPUT') return false;
        // Only a code already taken: the format was accepted.
        if (error instanceof CtpError && error.code === 'STORE_CONFLICT') return true;
        throw error;
      }
    });

  const reportingAccepts = (code: string) => {
    const accepted = isVerificationCode(code);
    expect(VERIFICATION_CODE_PATTERN.test(code)).toBe(accepted);
    return accepted;
  };

  async function expectAgreement(code: string): Promise<boolean> {
    const reporting = reportingAccepts(code);
    expect(await databaseAccepts(code), `database on ${JSON.stringify(code)}`).toBe(reporting);
    expect(await storeAccepts(code), `store on ${JSON.stringify(code)}`).toBe(reporting);
    return reporting;
  }

  beforeAll(async () => {
    store = await target.open();
    orgId = (
      await withSystem(store.db, async (scope) => {
        await registerFrameworks(scope, [GRI]);
        return createOrganization(scope, { name: 'Contract', slug: 'verification-contract' });
      })
    ).id;
    probeReportId = (
      await withOrganization(store.db, orgId, (s) => createReport(s, request, () => 'CTP-2026-PRBE'))
    ).id;
  }, 60_000);
  afterAll(() => store?.cleanup());

  it('agree on every character in a symbol position and in a year position', async () => {
    const characters = [
      ...Array.from({ length: 127 }, (_, i) => String.fromCharCode(i + 1)),
      'É',
      'А', // Cyrillic capital A
      'Ａ', // fullwidth A
      '٢', // Arabic-Indic two
      '²',
    ];
    const symbols: string[] = [];
    const secondGroup: string[] = [];
    for (const ch of characters) {
      if (await expectAgreement(`CTP-2026-AB${ch}D`)) symbols.push(ch);
      if (await expectAgreement(`CTP-2026-ABCD-EF${ch}H`)) secondGroup.push(ch);
      await expectAgreement(`CTP-20${ch}6-ABCD`);
      await expectAgreement(`CTP-2026-ABCD${ch}EFGH`);
    }
    expect(symbols.join('')).toBe('23456789ABCDEFGHJKLMNPQRSTUVWXYZ');
    expect(secondGroup.join('')).toBe('23456789ABCDEFGHJKLMNPQRSTUVWXYZ');
  });

  it('agree that the four-symbol codes of older reports stay valid beside the 40-bit ones (issue 19)', async () => {
    for (const code of ['CTP-2026-7KQM', 'CTP-2026-7KQM-4XPA'])
      expect(await expectAgreement(code)).toBe(true);
    for (const code of ['CTP-2026-7KQM-4XP', 'CTP-2026-7KQM4XPA', 'CTP-2026-7KQM-4XPA-ZZZZ'])
      expect(await expectAgreement(code)).toBe(false);
  });

  it('agree that every generated code is accepted', async () => {
    await fc.assert(
      fc.asyncProperty(generatedCode, async (code) => {
        expect(await expectAgreement(code)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('agree on near misses of generated codes', async () => {
    await fc.assert(
      fc.asyncProperty(nearMiss, async (code) => {
        await expectAgreement(code);
      }),
      { numRuns: 300 },
    );
  });

  it('agree on arbitrary text', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (code) => {
        await expectAgreement(code);
      }),
      { numRuns: 100 },
    );
  });
});
