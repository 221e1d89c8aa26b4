/** One stored content document: what every dataset file, journal and backend holds. */
export type SanityDocument = { _id: string; _type: string; _rev?: string; [key: string]: unknown };
