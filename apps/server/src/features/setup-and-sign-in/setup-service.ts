import { AuthError, assertPasswordPolicy, authErrorToProblem, hashPassword } from '@ctp/auth';
import { setupFirstOrganization } from '@ctp/store';
import type { z } from 'zod';
import type { Runtime } from '../../wiring/runtime.js';
import type { SetupInput, SetupResult } from './setup-schemas.js';
import type { SetupState } from './setup-state.js';

/** What first-time setup came to: the result, or why it was refused. */
export type SetupOutcome =
  | { ok: true; value: z.infer<typeof SetupResult> }
  | { ok: false; code: 'SETUP_COMPLETED' }
  | { ok: false; code: 'PASSWORD_POLICY'; problem: Record<string, unknown> };

/**
 * Runs first-time setup once: checks the password policy, creates the first organization and (with
 * a password) its administrator in the store's own transaction with its audit entry, then marks
 * setup done. A second run, even a concurrent one, is refused with `SETUP_COMPLETED`.
 */
async function runSetup(
  runtime: Runtime,
  state: SetupState,
  input: z.infer<typeof SetupInput>,
  requestId: string,
): Promise<SetupOutcome> {
  if (await state.isDone()) return { ok: false, code: 'SETUP_COMPLETED' };
  const email = input.adminEmail.trim().toLowerCase();
  let passwordHash: string | undefined;
  if (input.adminPassword !== undefined && input.adminPassword !== '') {
    try {
      assertPasswordPolicy(input.adminPassword, { email });
    } catch (error) {
      if (error instanceof AuthError) {
        return { ok: false, code: 'PASSWORD_POLICY', problem: authErrorToProblem(error) ?? {} };
      }
      throw error;
    }
    passwordHash = await hashPassword(input.adminPassword);
  }
  try {
    const { organization, admin } = await setupFirstOrganization(runtime.database.db, {
      organization: {
        name: input.organizationName,
        slug: input.organizationSlug,
        // Without a password no user is created: the administrator signs in later (OIDC) under this email.
        settings: passwordHash === undefined ? { initialAdmin: { name: input.adminName, email } } : {},
      },
      ...(passwordHash === undefined ? {} : { admin: { name: input.adminName, email, passwordHash } }),
      requestId,
    });
    state.markDone();
    runtime.logger.info({ organizationId: organization.id, requestId }, 'first-time setup done');
    return {
      ok: true,
      value: {
        organization: {
          id: organization.id,
          publicOrgId: organization.publicOrgId,
          slug: organization.slug,
          name: organization.name,
        },
        admin:
          admin === null ? null : { id: admin.id, email: admin.email, name: admin.name, role: admin.role },
      },
    };
  } catch (error) {
    const e = error as { code?: string; details?: { reason?: string } };
    if (e.code === 'STORE_CONFLICT' && e.details?.reason === 'setup already done') {
      state.markDone();
      return { ok: false, code: 'SETUP_COMPLETED' };
    }
    throw error;
  }
}

/** The setup service: whether setup is done, and the one run of it. */
export function setupService(runtime: Runtime, state: SetupState) {
  return {
    isDone: (): Promise<boolean> => state.isDone(),
    run: (input: z.infer<typeof SetupInput>, requestId: string): Promise<SetupOutcome> =>
      runSetup(runtime, state, input, requestId),
  };
}
