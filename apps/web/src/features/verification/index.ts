/** Public report verification: the code box (`/verify`) and the recorded report with the file check (`/verify/{code}`). */
export { normaliseCode } from './api/verification';
