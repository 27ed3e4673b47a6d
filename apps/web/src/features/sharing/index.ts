/**
 * The sharing feature (supplier side of data exchange): products and their published footprints,
 * sharing grants, incoming PACT requests and who read what. Its screens are loaded lazily by the
 * router (`routes/*Page.tsx`), so nothing is exported here.
 */
export {};
