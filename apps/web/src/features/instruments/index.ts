export { type Allocation, type Instrument, useInstruments } from './api/instruments';
