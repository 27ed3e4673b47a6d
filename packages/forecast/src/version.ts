import packageJson from '../package.json' with { type: 'json' };

/**
 * Version of @ctp/forecast, read from its package.json at build time. Services stamp it on every
 * stored forecast run (`engineVersion`) so a projection can be traced to the code that made it.
 */
export const FORECAST_VERSION: string = packageJson.version;
