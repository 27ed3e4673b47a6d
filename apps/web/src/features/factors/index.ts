/** The factor library's public face: the address state its route validates. */
export { type FactorsSearch, validateFactorsSearch } from './api/search';
