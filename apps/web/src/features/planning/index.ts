/** The planning feature's public face: targets, scenarios and reduction initiatives (routes only). */
export { STATUS_MOVES } from './api/initiatives';
