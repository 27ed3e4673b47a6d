// Its own module, free of the configuration schema (zod): the command line catches it on every run,
// also for `ctp --version`, which should not load a schema library to print a version.

/** The configuration is unusable. `errors` holds every problem as `VARIABLE: problem`. */
export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
  constructor(
    readonly errors: string[],
    options?: ErrorOptions,
  ) {
    super(`invalid configuration:\n${errors.map((e) => `  ${e}`).join('\n')}`, options);
    this.name = 'ConfigError';
  }
}
