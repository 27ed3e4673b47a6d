export { cdp } from './cdp.js';
export { csrd } from './csrd.js';
export { gri } from './gri.js';
export { gri102 } from './gri-102.js';
export { ifrsS2 } from './ifrs-s2.js';
export { tcfd } from './tcfd.js';
