/** Options the editor loads once: documents to reference and image assets. */
export interface EditorData {
  references: Record<string, { id: string; title: string }[]>;
  assets: { id: string; url: string; name: string }[];
  /** Published or draft brands, for previews and as clone sources. */
  brands: { id: string; key: string; title: string; primary: boolean }[];
}
