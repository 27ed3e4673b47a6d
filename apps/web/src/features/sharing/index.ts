/**
 * The sharing feature (supplier side of data exchange): products and their published footprints,
 * sharing grants, incoming PACT requests and who read what. Its screens are loaded lazily by the
 * router (`routes/*Page.tsx`); the grants are offered to the suppliers feature, whose suppliers
 * send us events with one of them.
 */
export { type Grant, useGrants } from './api/grants';
