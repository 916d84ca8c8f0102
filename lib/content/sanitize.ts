/**
 * The allowlist for staff-written HTML (descriptions, content, ticket info, FAQ answers, education
 * text). The pages render it with dangerouslySetInnerHTML, so only what is listed here survives:
 * no scripts, styles, frames, images, event handlers, or links other than http(s), mailto and tel.
 * `sanitizeHtmlWithReport` also says what it removed, so the content loader can stop the build
 * instead of publishing a page that silently lost what staff wrote.
 */
import sanitize from 'sanitize-html';

export const ALLOWED_TAGS = [
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
];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
};

// Removed together with their text, not just unwrapped.
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: NON_TEXT_TAGS,
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

function hrefSurvives(href: string): boolean {
  const probe = sanitize(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`, OPTIONS);
  return /^<a href=/.test(probe);
}

/** What the allowlist takes out of one opening tag, in words for whoever wrote the HTML. */
function removedFrom(tag: string, attribs: Record<string, string>): string[] {
  if (!ALLOWED_TAGS.includes(tag)) {
    return NON_TEXT_TAGS.includes(tag)
      ? [`<${tag}> with everything inside it (an unclosed <${tag}> takes the rest of the field)`]
      : [`<${tag}> (its text is kept, the tag is not)`];
  }
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  const removed: string[] = [];
  for (const [name, value] of Object.entries(attribs)) {
    if (!allowed.includes(name)) removed.push(`the ${name} attribute of <${tag}>`);
    else if (name === 'href' && !hrefSurvives(value)) {
      removed.push(`the link address "${value}" (only http, https, mailto and tel links)`);
    } else if (name === 'target' && value.trim().toLowerCase() !== '_blank') {
      removed.push(`target="${value}" of <a> (only _blank is kept)`);
    }
  }
  return removed;
}

export interface SanitizeReport {
  html: string;
  /** Each kind of markup removed, once, in the order first met. Empty when nothing was lost. */
  removed: string[];
}

export function sanitizeHtmlWithReport(html: string): SanitizeReport {
  const removed = new Set<string>();
  const out = sanitize(html, {
    ...OPTIONS,
    onOpenTag: (tag, attribs) => {
      for (const what of removedFrom(tag, attribs)) removed.add(what);
    },
  });
  return { html: out, removed: [...removed] };
}
