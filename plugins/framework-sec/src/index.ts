/**
 * `@ctp/framework-sec`: an example framework plugin for `@ctp/reporting`, the GHG items of the
 * SEC climate disclosure rule as data. Register {@link frameworks} on a `FrameworkRegistry`, or name
 * this package in the CTP server's `CTP_FRAMEWORK_PLUGINS`.
 * @packageDocumentation
 */
import type { FrameworkSchema } from '@ctp/reporting';
import { sec } from './sec.js';

export { sec } from './sec.js';

/** Every framework of this plugin: the export the CTP server's `CTP_FRAMEWORK_PLUGINS` reads. */
export const frameworks: readonly FrameworkSchema[] = Object.freeze([sec]);
