/** The studio link that opens `key`'s drafts on its preview address (studio-local/api/preview.ts). */
export const previewLink = (key: string, path = '/') => `/api/studio/preview?${new URLSearchParams({ brand: key, path, on: 'preview-host' })}`;
