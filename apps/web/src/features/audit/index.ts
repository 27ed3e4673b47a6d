/** The auditor's workspace: a period's population, seeded samples with recalculation, request lists. */
export {};
