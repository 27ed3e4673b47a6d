/** The settings feature's public face: the signed-in organization, for screens that show its facts. */
export { type Organization, useOrganization } from './api/organization';
