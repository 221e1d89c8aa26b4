/** The studio's API route; its handler lives with the studio (studio-local/api/brands/checklist.ts). */
export { default } from '@/studio-local/api/brands/checklist';
