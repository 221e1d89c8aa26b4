/** The studio's API route; its handler lives with the studio (studio-local/api/people/[id].ts). */
export { default } from '@/studio-local/api/people/[id]';
