import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sec } from '@ctp/framework-sec';
import { BUILT_IN_FRAMEWORKS, DuplicateFrameworkError, frameworkRecord } from '@ctp/reporting';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config/index.js';
import { createFrameworkRegistry, loadFrameworkPlugins } from './framework-plugins.js';

const tcfd = BUILT_IN_FRAMEWORKS.find((f) => f.code === 'tcfd') as (typeof BUILT_IN_FRAMEWORKS)[number];

const modules = (namespaces: Record<string, unknown>) => async (specifier: string) => {
  if (!(specifier in namespaces)) throw new Error(`Cannot find package '${specifier}'`);
  return namespaces[specifier];
};

async function configErrors(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).errors;
}

describe('loadFrameworkPlugins', () => {
  it('imports the example plugin by package name and validates its frameworks', async () => {
    const [plugin] = await loadFrameworkPlugins(['@ctp/framework-sec']);
    expect(plugin?.module).toBe('@ctp/framework-sec');
    expect(plugin?.frameworks.map((f) => `${f.code}@${f.version}`)).toEqual(['sec@2024']);
  });

  it('reads a default export, an array or an object holding `frameworks`, and an absolute path', async () => {
    const plain = frameworkRecord(sec).definition;
    const load = modules({ a: { default: [plain] }, b: { default: { frameworks: [plain] } } });
    const loaded = await loadFrameworkPlugins(['a', 'b'], load);
    expect(loaded.map((p) => p.frameworks[0]?.code)).toEqual(['sec', 'sec']);
    expect(Object.isFrozen(loaded[0]?.frameworks[0])).toBe(true);

    const dir = await mkdtemp(join(tmpdir(), 'ctp-framework-plugin-'));
    const file = join(dir, 'acme.mjs');
    await writeFile(file, `export const frameworks = [${JSON.stringify({ ...plain, code: 'acme' })}];\n`);
    const [fromFile] = await loadFrameworkPlugins([file]);
    expect(fromFile?.frameworks[0]?.code).toBe('acme');
  });

  it('names the module that cannot be imported, exports nothing usable, or holds an invalid definition', async () => {
    expect(await configErrors(loadFrameworkPlugins(['@acme/not-installed']))).toEqual([
      expect.stringMatching(/^CTP_FRAMEWORK_PLUGINS: module @acme\/not-installed could not be imported: /),
    ]);
    const load = modules({
      empty: { default: [] },
      wrong: { frameworks: 'sec' },
      broken: { frameworks: [{ ...frameworkRecord(sec).definition, disclosures: [] }] },
    });
    expect(await configErrors(loadFrameworkPlugins(['empty'], load))).toEqual([
      expect.stringMatching(/^CTP_FRAMEWORK_PLUGINS: module empty exports no frameworks /),
    ]);
    expect(await configErrors(loadFrameworkPlugins(['wrong'], load))).toEqual([
      expect.stringMatching(/^CTP_FRAMEWORK_PLUGINS: module wrong exports no frameworks /),
    ]);
    expect(await configErrors(loadFrameworkPlugins(['broken'], load))).toEqual([
      expect.stringMatching(
        /^CTP_FRAMEWORK_PLUGINS: module broken: framework sec@2024 is invalid: disclosures: /,
      ),
    ]);
  });
});

describe('createFrameworkRegistry', () => {
  it('registers the built-in frameworks, then the embedder’s, then the plugins’', () => {
    const acme = { ...frameworkRecord(sec).definition, code: 'acme' };
    const registry = createFrameworkRegistry({
      frameworks: [acme],
      plugins: [{ module: '@ctp/framework-sec', frameworks: [sec] }],
    });
    expect(registry.list().map((f) => f.code)).toEqual([
      'acme',
      'cdp',
      'csrd',
      'gri',
      'gri-102',
      'ifrs-s2',
      'sec',
      'tcfd',
    ]);
  });

  it('refuses a built-in code and version again, naming the module', async () => {
    const copy = { module: './tcfd-again.js', frameworks: [tcfd] };
    let error: unknown;
    try {
      createFrameworkRegistry({ plugins: [copy] });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).errors).toEqual([
      'CTP_FRAMEWORK_PLUGINS: module ./tcfd-again.js: framework tcfd@2021 is already registered (built in); a plugin adds a new code or a new version',
    ]);
    expect((error as ConfigError).cause).toBeInstanceOf(DuplicateFrameworkError);
    expect(() => createFrameworkRegistry({ frameworks: [tcfd] })).toThrow(DuplicateFrameworkError);
    expect(() =>
      createFrameworkRegistry({
        frameworks: [sec],
        plugins: [{ module: '@ctp/framework-sec', frameworks: [sec] }],
      }),
    ).toThrow(/sec@2024 is already registered \(passed to createRuntime\)/);
  });
});
