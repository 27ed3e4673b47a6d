import { countOrganizations, withSystem } from '@ctp/store';
import type { Runtime } from '../../wiring/runtime.js';

/** Whether first-time setup is done; once true it stays true (setup cannot be undone). */
export interface SetupState {
  isDone(): Promise<boolean>;
  markDone(): void;
}

export function createSetupState(runtime: Pick<Runtime, 'database'>): SetupState {
  let done = false;
  return {
    async isDone() {
      if (done) return true;
      done = (await withSystem(runtime.database.db, (system) => countOrganizations(system))) > 0;
      return done;
    },
    markDone() {
      done = true;
    },
  };
}
