export { HydrationSlice } from './HydrationSlice';
