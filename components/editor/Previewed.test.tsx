import { render, screen } from '@testing-library/react';
import { Previewed } from './Previewed';

describe('Previewed', () => {
  it('lists every problem of an entry the preview cannot read, instead of the preview', () => {
    render(
      <Previewed make={() => ({ problems: ['title: is required', 'date: is not a real date'] })}>
        {() => <p>The preview</p>}
      </Previewed>,
    );
    expect(screen.getByText(/appears once these fields are right/i)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'title: is required',
      'date: is not a real date',
    ]);
    expect(screen.queryByText('The preview')).not.toBeInTheDocument();
  });

  it('lists the error of a preview that throws as its one problem', () => {
    render(
      <Previewed
        make={() => {
          throw new Error('schedule: names one screening twice');
        }}
      >
        {() => <p>The preview</p>}
      </Previewed>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('schedule: names one screening twice');
  });

  it('draws the preview from what the entry gives', () => {
    render(
      <Previewed make={() => ({ title: 'An Evening of Song' })}>
        {({ title }) => <h1>{title}</h1>}
      </Previewed>,
    );
    expect(screen.getByRole('heading', { name: 'An Evening of Song' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
