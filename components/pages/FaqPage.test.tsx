import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqPage } from './FaqPage';

const items = [
  { question: 'Can I get a refund?', answer: '<p>All sales are <strong>final</strong>.</p>' },
  { question: 'May I record the show?', answer: '<p>No recording, please.</p>' },
];

describe('FaqPage', () => {
  it('lists each question as a disclosure that reveals its answer when opened', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqPage items={items} />);
    expect(container.querySelectorAll('details')).toHaveLength(2);
    expect(screen.getByText('final')).not.toBeVisible();

    await user.click(screen.getByText('Can I get a refund?'));
    expect(screen.getByText('final')).toBeVisible();
    expect(screen.getByText('final').tagName).toBe('STRONG');
  });

  it('has a single page heading', () => {
    render(<FaqPage items={items} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
