/**
 * One <script type="application/ld+json"> for structured data. "<" is written as \u003c so no
 * text in content (a title containing "</script>", say) can close the script early; JSON parsers
 * read the escape back as "<". A list of nodes goes out as one @graph.
 */
interface Props {
  data: object | object[];
}

export function jsonLdText(data: Props['data']): string {
  const document = Array.isArray(data)
    ? { '@context': 'https://schema.org', '@graph': data }
    : { '@context': 'https://schema.org', ...data };
  return JSON.stringify(document)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: Props) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
