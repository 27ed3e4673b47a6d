export { AppLayout } from './components/AppLayout';
