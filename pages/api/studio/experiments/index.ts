/** The studio's API route; its handler lives with the studio (studio-local/api/experiments/index.ts). */
export { default } from '@/studio-local/api/experiments';
