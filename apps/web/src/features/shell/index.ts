export { AppLayout } from './components/AppLayout';
export { Placeholder } from './components/Placeholder';
