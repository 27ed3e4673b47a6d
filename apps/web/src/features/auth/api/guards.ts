import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { ApiClient, CsrfStore } from '../../../api/client';
import { type SetupStatus, setupStatusQueryOptions } from './sign-in-options';

type Context = { queryClient: QueryClient; api: { client: ApiClient; csrf: CsrfStore } };

/** The setup status, or `undefined` when the server cannot say (the screen then shows its own errors). */
const statusOf = (context: Context): Promise<SetupStatus | undefined> =>
  context.queryClient.ensureQueryData(setupStatusQueryOptions(context.api)).catch(() => undefined);

/** Before the sign-in screen: while setup is pending there is nobody to sign in, so to `/setup`. */
export async function toSetupWhilePending({ context }: { context: Context }) {
  if ((await statusOf(context))?.pending === true) throw redirect({ to: '/setup' });
}

/** Before the setup screen: once setup is done, to `/sign-in`. */
export async function toSignInOnceSetUp({ context }: { context: Context }) {
  if ((await statusOf(context))?.pending === false) throw redirect({ to: '/sign-in' });
}
