import { render, screen } from '@testing-library/react';
import { TrustMarks } from './TrustMarks';

describe('TrustMarks', () => {
  it('shows the rating from the reviews, background checks and the cleaners, rounded down', () => {
    render(<TrustMarks trust={{ averageStars: 4.76, reviewCount: 360, cleanerCount: 12_468 }} />);
    const marks = screen.getByRole('list', { name: 'Why customers trust us' });
    expect(marks).toHaveTextContent('4.8 out of 5 from 360 reviews');
    expect(marks).toHaveTextContent('Background-checked and insured');
    expect(marks).toHaveTextContent('12,400+ cleaners nationwide');
  });

  it('keeps only the promise when no figures are known', () => {
    render(<TrustMarks trust={null} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('Background-checked and insured');
  });
});
