import { describe, expect, it } from 'vitest';
import { InvalidFrameworkError } from '../errors.js';
import { BUILT_IN_FRAMEWORKS } from './builtins.js';
import { checkFramework, defineFramework } from './define.js';
import type { FrameworkDefinition } from './schema.js';

// The built-ins are defined without compiling their formulas (so importing the package does not
// load mathjs); this is where their formulas are checked instead.
describe('built-in frameworks', () => {
  it.each(BUILT_IN_FRAMEWORKS.map((fw) => [`${fw.code}@${fw.version}`, fw] as const))(
    '%s passes every check of defineFramework, formulas included',
    (_label, fw) => {
      expect(() =>
        checkFramework(structuredClone(fw) as FrameworkDefinition, { formulas: true }),
      ).not.toThrow();
    },
  );

  it('defineFramework hands a framework it validated back as it is, and still checks a copy', () => {
    const [first] = BUILT_IN_FRAMEWORKS;
    if (first === undefined) throw new Error('no built-in framework');
    expect(defineFramework(first as FrameworkDefinition)).toBe(first);
    const computed = BUILT_IN_FRAMEWORKS.flatMap((fw) =>
      fw.disclosures.flatMap((d) => d.values.filter((v) => v.mapping.source === 'computed').map(() => fw)),
    )[0];
    if (computed === undefined) throw new Error('no built-in framework with a computed value');
    const broken = structuredClone(computed) as FrameworkDefinition;
    for (const d of broken.disclosures)
      for (const v of d.values)
        if (v.mapping.source === 'computed') v.mapping.formula = 'attr_undeclared * 2';
    expect(() => defineFramework(broken)).toThrow(InvalidFrameworkError);
    expect(() => defineFramework(broken)).toThrow(/undeclared attr_undeclared/);
  });
});
