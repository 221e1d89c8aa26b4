/** The studio's API route; its handler lives with the studio (studio-local/api/schedules/index.ts). */
export { default } from '@/studio-local/api/schedules/index';
