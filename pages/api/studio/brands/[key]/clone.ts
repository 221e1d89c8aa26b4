/** The studio's API route; its handler lives with the studio (studio-local/api/brands/clone.ts). */
export { default } from '@/studio-local/api/brands/clone';
