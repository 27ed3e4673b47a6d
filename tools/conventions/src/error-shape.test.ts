import * as factors from '@ctp/factors';
import { describe, expect, it } from 'vitest';
import { findErrorBaseClasses } from './error-base-classes.js';
import { errorShapeProblems } from './error-shape.js';
import { BASE_CLASSES, exportedErrorClasses, SUBCLASSES, TAKES_CAUSE } from './known-errors.js';
import { REPOSITORY_ROOT } from './repository-root.js';
import { readWorkspacePackages } from './workspace-packages.js';

describe('the error convention', () => {
  const exported = exportedErrorClasses();
  const bases = Object.keys(BASE_CLASSES);

  it('knows how to make every exported error class', () => {
    const unknown = [...exported]
      .filter(([cls]) => !(cls.name in SUBCLASSES) && !(cls.name in BASE_CLASSES))
      .map(([cls, library]) => `${library}: ${cls.name}`);
    expect(unknown, 'add these to SUBCLASSES (or BASE_CLASSES)').toEqual([]);
    const missing = [...bases, ...Object.keys(SUBCLASSES)].filter(
      (name) => ![...exported.keys()].some((cls) => cls.name === name),
    );
    expect(missing, 'listed here but exported by no library').toEqual([]);
  });

  it.each(bases)('%s has the common shape', (name) => {
    const cause = new Error('the cause');
    const error = BASE_CLASSES[name]?.make(cause);
    expect(errorShapeProblems(error, { className: name, cause })).toEqual([]);
    expect((error as Error & { details: unknown }).details).toEqual(
      name === 'SecretBoxError' ? { reason: 'FORMAT' } : { a: 1 },
    );
  });

  it.each(Object.keys(SUBCLASSES))('%s has the common shape and extends a base class', (name) => {
    const cause = new Error('the cause');
    const error = SUBCLASSES[name]?.(cause);
    const expected = TAKES_CAUSE.has(name) ? { className: name, cause } : { className: name };
    expect(errorShapeProblems(error, expected)).toEqual([]);
    const base = Object.values(BASE_CLASSES).find(({ cls }) => error instanceof cls);
    expect(base, `${name} extends none of ${bases.join(', ')}`).toBeDefined();
  });

  it('has no error base class beyond the known ones in packages/* and plugins/*', () => {
    const found = readWorkspacePackages(REPOSITORY_ROOT)
      .flatMap((pkg) => pkg.files.flatMap(findErrorBaseClasses).map((c) => ({ ...c, dir: pkg.dir })))
      .filter((c) => BASE_CLASSES[c.name]?.dir !== c.dir)
      .map((c) => `${c.file}:${c.line} ${c.name} extends a built-in error; extend its package's base class`);
    expect(found.join('\n')).toBe('');
  });
});

describe('errorShapeProblems', () => {
  it('names every way an error falls short of the shape', () => {
    class LooseError extends Error {
      readonly code = 'not_upper';
      readonly details = { a: 1 };
      readonly framework = 'tcfd';
    }
    const error = new LooseError('no prefix', { cause: 'other' });
    expect(errorShapeProblems(error, { className: 'LooseError', cause: 'the cause' })).toEqual([
      'LooseError: name is "Error", not the class name',
      'LooseError: code "not_upper" is not UPPER_SNAKE_CASE',
      'LooseError: details is not frozen',
      'LooseError: message does not start with "[ctp] "',
      'LooseError: cause was not passed through',
    ]);
    expect(errorShapeProblems('text', { className: 'X' })).toEqual(['X: not an Error']);
  });

  it('wants fields a subclass exposes to be in details too', () => {
    class HalfError extends factors.CtpError {
      readonly framework = 'tcfd';
      readonly location = { source: 'a.csv', row: 2 };
      constructor() {
        super('HALF', 'm', { source: 'a.csv', row: 2 });
      }
    }
    expect(errorShapeProblems(new HalfError(), { className: 'HalfError' })).toEqual([
      'HalfError: field framework is not in details',
    ]);
  });
});
