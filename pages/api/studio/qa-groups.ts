/** The studio's API route; its handler lives with the studio (studio-local/api/qa-groups.ts). */
export { default } from '@/studio-local/api/qa-groups';
