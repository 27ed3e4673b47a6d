/**
 * The suppliers feature (host side of supplier data exchange): suppliers with their PACT endpoint
 * and write-only credentials, purchases, syncs, footprints received and footprint requests. Its
 * screens are loaded lazily by the router (`routes/*Page.tsx`), so nothing heavy is exported here.
 */
export { SPEND_CATEGORY, SUPPLIER_CATEGORY } from './api/purchased-goods';
