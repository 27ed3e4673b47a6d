/** The evidence feature's public face: the panel other screens embed, and the trail's list. */
export type { EvidenceItem } from './api/evidence';
export { EvidencePanel } from './components/EvidencePanel';
export { EvidenceTrail } from './components/EvidenceTrail';
