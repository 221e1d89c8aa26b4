/** The studio's API route; its handler lives with the studio (studio-local/api/assets.ts). */
export { default } from '@/studio-local/api/assets';

// Next reads a route's config from the route file itself: the upload is the file's bytes as they are, read by the
// handler as a stream up to the size limit.
export const config = { api: { bodyParser: false } };
