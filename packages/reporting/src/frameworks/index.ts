export { cdp } from './cdp.js';
export { csrd } from './csrd.js';
export { gri } from './gri.js';
export { tcfd } from './tcfd.js';
