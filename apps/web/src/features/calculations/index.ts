/** The calculations feature's public face: the latest run for the dashboard. */
export { LastRunPanel } from './components/LastRunPanel';
