import { render, screen } from '@testing-library/react';
import { fixtureContent, series, site } from '@/test/support/fixture-content';
import { offeredFeeds } from '@/lib/outputs/calendar/feeds';
import { SubscribePage } from './SubscribePage';

jest.mock('@/lib/content', () => ({}));

const feeds = offeredFeeds({
  shows: fixtureContent.shows,
  education: fixtureContent.education,
  today: '2026-09-01',
  series,
});

function renderForm() {
  const { container } = render(<SubscribePage site={site} feeds={feeds} />);
  const form = container.querySelector('form');
  if (!form) throw new Error('no form rendered');
  return { container, form };
}

describe('SubscribePage', () => {
  it('posts the form to the configured mailing-list address', () => {
    const { form } = renderForm();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', site.mailingListAction);
  });

  it('requires an e-mail address in an e-mail field named EMAIL, marked with an explained asterisk', () => {
    renderForm();
    const email = screen.getByRole('textbox', { name: /e-mail address/i });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'EMAIL');
    expect(screen.getByText(/required/)).toHaveTextContent('* required');
  });

  it('has optional first and last name fields', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('name', 'FNAME');
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('name', 'LNAME');
  });

  it('offers HTML (chosen) or plain-text e-mail in a labelled group', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'E-mail format' });
    expect(group).toBeInTheDocument();
    const html = screen.getByRole('radio', { name: 'HTML' });
    const text = screen.getByRole('radio', { name: 'Plain text' });
    expect(html).toBeChecked();
    expect(html).toHaveAttribute('value', 'html');
    expect(text).not.toBeChecked();
    expect(text).toHaveAttribute('name', 'EMAILTYPE');
  });

  it('includes an empty bot-trap field that people can neither see nor tab to', () => {
    const { form } = renderForm();
    const trap = form.querySelector(`input[name="${site.mailingListTrapField}"]`);
    expect(trap).not.toBeNull();
    expect(trap).toHaveValue('');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not reachable through the accessibility tree either.
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('keeps the success and error response areas hidden until the service fills them', () => {
    renderForm();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert', { hidden: true })).not.toBeVisible();
    expect(screen.getByRole('status', { hidden: true })).not.toBeVisible();
  });

  it('has a submit button', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
  });

  it('offers a calendar subscription for each feed under "Subscribe to a calendar"', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Subscribe to a calendar' })).toBeInTheDocument();
    for (const feed of feeds) {
      expect(screen.getByRole('heading', { name: feed.name })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Subscribe to ${feed.name}` })).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^webcal://.*${feed.path.replace(/\./g, '\\.')}$`)),
      );
    }
  });
});
