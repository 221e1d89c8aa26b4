import type { StructureResolver } from 'sanity/structure';
import { documentTypes, singletonTypes } from '../cms-schema';

/** Singletons (banner, footer terms, navigation) open straight into their one document. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...singletonTypes.map((type) => S.listItem().title(type.title).id(type.name).child(S.document().schemaType(type.name).documentId(type.name))),
      S.divider(),
      ...documentTypes.map((type) => S.documentTypeListItem(type.name).title(type.title)),
    ]);
