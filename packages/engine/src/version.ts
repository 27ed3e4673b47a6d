import packageJson from '../package.json' with { type: 'json' };

/** Version of @ctp/engine, read from its package.json at build time; stamped on every record as `engineVersion`. */
export const ENGINE_VERSION: string = packageJson.version;
