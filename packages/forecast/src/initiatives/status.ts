import { InvalidStatusTransitionError } from '../errors.js';
import type { InitiativeStatus, ReductionInitiative } from './initiative.js';

/**
 * Allowed status changes: planned → in_progress → completed, and in_progress → planned (a start that
 * was put back). Completed is final; planned cannot jump to completed.
 */
export const STATUS_TRANSITIONS: Readonly<Record<InitiativeStatus, readonly InitiativeStatus[]>> =
  Object.freeze({
    planned: Object.freeze(['in_progress'] as const),
    in_progress: Object.freeze(['completed', 'planned'] as const),
    completed: Object.freeze([] as const),
  });

/** Whether the lifecycle allows changing `from` to `to`. */
export function canTransition(from: InitiativeStatus, to: InitiativeStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/**
 * The initiative with its status changed to `to` (a new object; the input is untouched).
 *
 * @throws InvalidStatusTransitionError (code `INVALID_STATUS_TRANSITION`) for any change the lifecycle refuses.
 */
export function transitionInitiative<T extends Pick<ReductionInitiative, 'id' | 'status'>>(
  initiative: T,
  to: InitiativeStatus,
): T {
  if (!canTransition(initiative.status, to)) {
    throw new InvalidStatusTransitionError({
      initiativeId: initiative.id,
      from: initiative.status,
      to,
      allowed: [...STATUS_TRANSITIONS[initiative.status]],
    });
  }
  return { ...initiative, status: to };
}
