import type { ExprNode } from 'groq-js';
import type { SanityDocument } from './sanityDocument';

/**
 * GROQ that only filters documents by a field and reads their fields, run as plain JavaScript.
 *
 * groq-js evaluates every document of a query through promises, and Next's request context makes each promise cost
 * more again: the routing manifest's ad-group part (100,000 documents at full size, `{ adGroupId, family,
 * "brandKeys": brands[]->key.current }`) took four seconds of a server's start and of every publish. Queries of this
 * plain shape are read here in one pass instead; anything else (ordering, slices, sub-queries, functions other than
 * `defined`) is left to groq-js. `plainQuery.test.ts` holds every query the site runs to groq-js's answer on the seed
 * and on generated content, so the two never differ.
 *
 * The shapes read here:
 *   *[P]                          documents matching P
 *   *[P].a.b                      one value per matching document
 *   *[P]{ a, "x": b.c, "y": d[]->e.f, "z": g-> }   one object per matching document
 * where P is `path == "value"` / `path == $param` / `defined(path)`, joined by `&&`.
 */

type Value = unknown;
type Reader = (document: Value) => Value;
type Predicate = (document: Value) => boolean;
export type PlainQuery = (dataset: SanityDocument[]) => Value[];
type Dereference = (id: string) => Value;

const isObject = (value: Value): value is Record<string, Value> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `a.b->c` from the document in scope (`This`, or nothing: the implicit `@`). */
function pathReader(node: ExprNode, deref: Dereference): Reader | null {
  switch (node.type) {
    case 'This':
      return (value) => value;
    case 'AccessAttribute': {
      const base = node.base ? pathReader(node.base, deref) : (value: Value) => value;
      if (!base) return null;
      const { name } = node;
      return (value) => {
        const of = base(value);
        return isObject(of) && of[name] !== undefined ? of[name] : null;
      };
    }
    case 'Deref': {
      const base = pathReader(node.base, deref);
      if (!base) return null;
      return (value) => {
        const reference = base(value);
        return isObject(reference) && typeof reference._ref === 'string' ? (deref(reference._ref) ?? null) : null;
      };
    }
    default:
      return null;
  }
}

/** A value of a projection: a path, or `list[]` followed by a path per element (`brands[]->key.current`). */
function valueReader(node: ExprNode, deref: Dereference): Reader | null {
  if (node.type === 'Map' && node.base.type === 'ArrayCoerce') {
    const list = pathReader(node.base.base, deref);
    const each = pathReader(node.expr, deref);
    if (!list || !each) return null;
    return (value) => {
      const items = list(value);
      return Array.isArray(items) ? items.map(each) : null;
    };
  }
  return pathReader(node, deref);
}

function objectReader(node: ExprNode, deref: Dereference): Reader | null {
  if (node.type !== 'Projection' || node.base.type !== 'This' || node.expr.type !== 'Object') return null;
  const attributes: [string, Reader][] = [];
  for (const attribute of node.expr.attributes) {
    if (attribute.type !== 'ObjectAttributeValue') return null;
    const read = valueReader(attribute.value, deref);
    if (!read) return null;
    attributes.push([attribute.name, read]);
  }
  return (value) => Object.fromEntries(attributes.map(([name, read]) => [name, read(value)]));
}

/** A string, number or boolean: what GROQ's `==` compares as `===` does, and what a field index looks up. */
export const isScalar = (value: Value): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function constant(node: ExprNode, params: Record<string, unknown>): { value: Value } | null {
  if (node.type === 'Value' && isScalar(node.value)) return { value: node.value };
  if (node.type === 'Neg' && node.base.type === 'Value' && typeof node.base.value === 'number') return { value: -node.base.value };
  if (node.type === 'Parameter' && isScalar(params[node.name])) return { value: params[node.name] };
  return null;
}

function predicate(node: ExprNode, params: Record<string, unknown>, deref: Dereference): Predicate | null {
  if (node.type === 'And') {
    const left = predicate(node.left, params, deref);
    const right = predicate(node.right, params, deref);
    return left && right ? (value) => left(value) && right(value) : null;
  }
  if (node.type === 'OpCall' && node.op === '==') {
    // A scalar on one side and a path on the other: equal when the path holds that same scalar (GROQ's `==` on
    // strings, numbers and booleans compares type and value, as `===` does).
    const [pathNode, fixed] = constant(node.right, params) ? [node.left, constant(node.right, params)] : [node.right, constant(node.left, params)];
    const read = fixed ? pathReader(pathNode, deref) : null;
    return read && fixed ? (value) => read(value) === fixed.value : null;
  }
  if (node.type === 'FuncCall' && node.namespace === 'global' && node.name === 'defined' && node.args.length === 1) {
    const read = pathReader(node.args[0]!, deref);
    return read ? (value) => read(value) !== null : null;
  }
  return null;
}

/**
 * The query as a function of the documents it scans, or null when it is not of a plain shape. `deref` answers a
 * reference's id as groq-js's `dereference` does (null when there is no such document).
 */
export function plainQuery(tree: ExprNode, params: Record<string, unknown>, deref: Dereference): PlainQuery | null {
  const filterOf = (node: ExprNode) => (node.type === 'Filter' && node.base.type === 'Everything' ? predicate(node.expr, params, deref) : null);
  const matches = filterOf(tree);
  if (matches) return (dataset) => dataset.filter(matches);
  if (tree.type !== 'Map') return null;
  const filter = filterOf(tree.base);
  const read = tree.expr.type === 'Projection' ? objectReader(tree.expr, deref) : pathReader(tree.expr, deref);
  if (!filter || !read) return null;
  return (dataset) => {
    const out: Value[] = [];
    for (const document of dataset) if (filter(document)) out.push(read(document));
    return out;
  };
}
