import { defineConfig, type DocumentActionComponent } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes, singletonTypes } from '../cms-schema';
import { structure } from './structure';

const singletons = new Set(singletonTypes.map((t) => t.name));
// Singletons can be edited and published, never duplicated or deleted.
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'Home-cleaning deals',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    actions: (actions: DocumentActionComponent[], { schemaType }) =>
      singletons.has(schemaType) ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action)) : actions,
  },
});
