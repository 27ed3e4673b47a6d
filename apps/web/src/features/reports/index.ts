/** The reports feature's public face: what the router needs. */
export { validateNarrativesSearch } from './api/search';
