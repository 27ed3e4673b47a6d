/** The evidence feature's public face: the panel other screens embed, the trail's list, one file's line. */
export { type EvidenceFile, type EvidenceItem, useEvidence } from './api/evidence';
export { EvidenceFileSummary } from './components/EvidenceFileSummary';
export { EvidencePanel } from './components/EvidencePanel';
export { EvidenceTrail } from './components/EvidenceTrail';
