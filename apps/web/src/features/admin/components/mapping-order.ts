import type { RoleMapping } from '../api/role-mappings';

/** Mappings in evaluation order: highest priority first; the default (priority 0) always last. */
export const inOrder = (mappings: readonly RoleMapping[]): RoleMapping[] =>
  [...mappings].sort(
    (a, b) =>
      Number(a.kind === 'default') - Number(b.kind === 'default') ||
      b.priority - a.priority ||
      a.createdAt.localeCompare(b.createdAt),
  );

/**
 * The priority changes that move `ordered[index]` one place up (`-1`) or down (`+1`) among the
 * non-default mappings. Distinct priorities are exchanged; equal ones are separated, the moved one
 * getting one more (up) or one less (down) than its neighbour, never below 1 (0 is the default's).
 */
export function moveChanges(
  ordered: readonly RoleMapping[],
  index: number,
  direction: -1 | 1,
): { id: string; priority: number }[] {
  const moved = ordered[index];
  const neighbour = ordered[index + direction];
  if (moved === undefined || neighbour === undefined) return [];
  if (moved.kind === 'default' || neighbour.kind === 'default') return [];
  if (moved.priority !== neighbour.priority) {
    return [
      { id: moved.id, priority: neighbour.priority },
      { id: neighbour.id, priority: moved.priority },
    ];
  }
  if (direction === -1) return [{ id: moved.id, priority: Math.min(moved.priority + 1, 1_000_000) }];
  if (moved.priority > 1) return [{ id: moved.id, priority: moved.priority - 1 }];
  return [{ id: neighbour.id, priority: neighbour.priority + 1 }];
}
