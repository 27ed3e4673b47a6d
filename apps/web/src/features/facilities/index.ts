export { type Facility, useFacilities, useFacilityNames } from './api/facilities';
