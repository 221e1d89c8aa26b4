import styles from './Studio.module.scss';

/**
 * Rich text as a list of blocks: each paragraph, heading, quote or list item
 * is one row with its style and text. Inline marks are kept as they are when
 * the text is unchanged and dropped when it is rewritten.
 */

interface Span {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}
interface Block {
  _type: 'block';
  _key: string;
  style: string;
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: unknown[];
  children: Span[];
}

const STYLES = [
  { value: 'normal', label: 'Paragraph' },
  { value: 'h2', label: 'Heading' },
  { value: 'h3', label: 'Subheading' },
  { value: 'blockquote', label: 'Quote' },
  { value: 'bullet', label: 'Bulleted item' },
  { value: 'number', label: 'Numbered item' },
];

const key = () => Math.random().toString(36).slice(2, 10);
const textOf = (block: Block) => block.children?.map((c) => c.text).join('') ?? '';

function kindOf(block: Block): string {
  return block.listItem ?? block.style ?? 'normal';
}

function withKind(block: Block, kind: string): Block {
  const { listItem: _listItem, level: _level, ...rest } = block;
  void _listItem;
  void _level;
  return kind === 'bullet' || kind === 'number' ? { ...rest, style: 'normal', listItem: kind, level: 1 } : { ...rest, style: kind };
}

export function PortableTextInput({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: unknown[];
  onChange(value: unknown[]): void;
  describedBy?: string;
}) {
  const blocks = value.filter((b): b is Block => !!b && typeof b === 'object' && (b as Block)._type === 'block');
  const set = (index: number, block: Block) => onChange(blocks.map((b, i) => (i === index ? block : b)));
  return (
    <div className={styles.richText} id={id} aria-describedby={describedBy}>
      {blocks.map((block, index) => (
        <div key={block._key} className={styles.block}>
          <select
            aria-label={`Block ${index + 1} style`}
            value={kindOf(block)}
            onChange={(e) => set(index, withKind(block, e.target.value))}
            className={styles.blockStyle}
          >
            {STYLES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <textarea
            aria-label={`Block ${index + 1} text`}
            className={styles.input}
            rows={2}
            value={textOf(block)}
            onChange={(e) =>
              set(index, { ...block, markDefs: [], children: [{ _type: 'span', _key: block.children?.[0]?._key ?? key(), text: e.target.value, marks: [] }] })
            }
          />
          <button type="button" onClick={() => onChange(blocks.filter((_, i) => i !== index))} aria-label={`Remove block ${index + 1}`}>
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className={styles.secondary}
        onClick={() =>
          onChange([...blocks, { _type: 'block', _key: key(), style: 'normal', markDefs: [], children: [{ _type: 'span', _key: key(), text: '', marks: [] }] }])
        }
      >
        Add a block
      </button>
    </div>
  );
}
