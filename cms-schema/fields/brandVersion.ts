import { defineField } from '../define';

/**
 * On site-wide copy (footer terms, promo banner, navigation, company details): the brand whose own version this is.
 * The shared document (its id is the type's name) has none; a brand's own is made by the studio, with the id
 * `{type}.{brand key}`, and that brand's pages show it instead of the shared one. Hidden in the editor, which says
 * whose version it is instead: moving a version to another brand is a new version, not an edit.
 */
export const brandVersionField = defineField({
  name: 'brand',
  title: 'Brand',
  type: 'reference',
  to: [{ type: 'brand' }],
  hidden: true,
});
