import type { RoleMappingRule } from '@ctp/auth';
import type { RoleMapping } from '@ctp/store';

/** A stored role mapping as the @ctp/auth evaluator reads it. */
export function ruleOf(m: RoleMapping): RoleMappingRule {
  return { id: m.id, kind: m.kind, claim: m.attribute, value: m.value, role: m.role, priority: m.priority };
}
