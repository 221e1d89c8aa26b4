/** The studio's API route; its handler lives with the studio (studio-local/api/preview.ts). */
export { default } from '@/studio-local/api/preview';
