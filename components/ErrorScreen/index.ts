export { ErrorScreen } from './ErrorScreen';
export { ErrorBoundary } from './ErrorBoundary';
