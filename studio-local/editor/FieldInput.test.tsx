import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typesByName } from '@/cms-schema';
import type { FieldDef } from '@/cms-schema/define';
import { FieldInput, type EditorData } from './FieldInput';

const data: EditorData = { references: {}, assets: [], brands: [] };
const experimentField = (name: string) => typesByName.get('experiment')!.fields.find((f) => f.name === name) as FieldDef;
const guardrails = experimentField('guardrails');

function Harness({ initial, seen }: { initial: unknown; seen(value: unknown): void }) {
  const [value, setValue] = useState(initial);
  return (
    <FieldInput
      field={guardrails}
      value={value}
      onChange={(next) => {
        seen(next);
        setValue(next);
      }}
      path="guardrails"
      problems={new Map()}
      data={data}
    />
  );
}

describe('FieldInput', () => {
  it('shows a list of strings with options as a checkbox per choice, ticked for the stored values', () => {
    render(<Harness initial={['refunds', 'supportTickets']} seen={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Guardrails' });
    expect(group).toHaveTextContent('Alarm when a variant raises these above control.');
    expect(screen.getByRole('checkbox', { name: 'Refunds' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Early cancellations' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Support tickets' })).toBeChecked();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('stores the ticked values in the order of the list, keeping a value the list no longer offers', async () => {
    const seen = jest.fn();
    render(<Harness initial={['supportTickets', 'legacy']} seen={seen} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Refunds' }));
    expect(seen).toHaveBeenLastCalledWith(['refunds', 'supportTickets', 'legacy']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Support tickets' }));
    expect(seen).toHaveBeenLastCalledWith(['refunds', 'legacy']);
  });

  it('names each object in a list after its type and its preview title', () => {
    const variants = [
      { _key: 'a', _type: 'experimentVariant', key: 'control', weight: 1 },
      { _key: 'b', _type: 'experimentVariant', key: 'short', weight: 1, headline: 'Apartment cleaning from {price}' },
      { _key: 'c', _type: 'experimentVariant' },
    ];
    render(<FieldInput field={experimentField('variants')} value={variants} onChange={() => undefined} path="variants" problems={new Map()} data={data} />);
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(['Variant 1: control', 'Variant 2: short', 'Variant 3']);
    expect(within(screen.getByRole('group', { name: 'Variant 2: short' })).getByLabelText('Headline')).toHaveValue('Apartment cleaning from {price}');
    expect(screen.getByRole('button', { name: 'Remove Variant 2' })).toBeInTheDocument();
  });
});
