export * from './context/schema.js';
