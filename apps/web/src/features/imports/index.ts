/** The imports feature: bulk upload of activity data from CSV and Excel files. */
export { ImportWizard } from './components/ImportWizard';
