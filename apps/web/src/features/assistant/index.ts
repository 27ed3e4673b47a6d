/** The assistant feature's public face: the header button that opens the chat panel. */
export { AssistantLauncher } from './components/AssistantLauncher';
