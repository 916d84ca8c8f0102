import { render } from '@testing-library/react';
import { JsonLd } from './JsonLd';

function scriptOf(container: HTMLElement) {
  const script = container.querySelector('script[type="application/ld+json"]');
  if (!script) throw new Error('no JSON-LD script rendered');
  return script;
}

describe('JsonLd', () => {
  it('renders the data as a schema.org JSON-LD script', () => {
    const { container } = render(<JsonLd data={{ '@type': 'Event', name: 'Winter Lights' }} />);
    expect(JSON.parse(scriptOf(container).textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Winter Lights',
    });
  });

  it('escapes "<" so content cannot close the script early', () => {
    const name = '</script><script>alert(1)</script>';
    const { container } = render(<JsonLd data={{ '@type': 'Event', name }} />);
    const script = scriptOf(container);
    expect(script.innerHTML).not.toContain('</script');
    expect(script.innerHTML).toContain('\\u003c/script>');
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(script.textContent ?? '').name).toBe(name);
  });

  it('puts a list of nodes into one @graph', () => {
    const { container } = render(
      <JsonLd data={[{ '@type': 'EducationEvent' }, { '@type': 'EducationEvent' }]} />,
    );
    const parsed = JSON.parse(scriptOf(container).textContent ?? '');
    expect(parsed['@context']).toBe('https://schema.org');
    expect(parsed['@graph']).toHaveLength(2);
  });
});
