/**
 * The allowlist for staff-written HTML (descriptions, content, ticket info, FAQ answers, education
 * text). The pages render it with dangerouslySetInnerHTML, so only what is listed here survives:
 * no scripts, styles, frames, images, event handlers, or links other than http(s), mailto and tel.
 */
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Removed together with their text, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = attribs;
      // A page opened in a new tab must not get a handle on ours (reverse tabnabbing). Other
      // targets (_top, _parent, named frames) have no use on this site and are dropped.
      if (target?.trim().toLowerCase() === '_blank') {
        return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
      }
      return { tagName, attribs: rel === undefined ? rest : { ...rest, rel } };
    },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
