// A page carries inline only the rules of the site's stylesheet that can apply to it: Tailwind
// writes one stylesheet for every class the site uses anywhere, most of which a given page never
// shows, and every byte inline delays the first paint. A rule is kept unless it needs a class, an
// element or a kind of input the page has nowhere: not in its markup, and not among the words of
// the scripts it loads, which add classes and elements later (an open menu, a form's error state,
// an island's list). What remains keeps its order. Markup that arrives as data, not from a
// script's own words, would not be seen: style it by a class the page has.
import { transform, type CustomProperty, type Selector } from 'lightningcss';
import { decodeEntities } from '../content/html.ts';

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const START_TAG = /<([a-z][a-z0-9-]*)/g;

/** Every class name in the page's markup. */
export function classesIn(html: string): Set<string> {
  // Written as the browser reads it: `[&>*]:my-2` is `[&amp;>*]:my-2` in the markup.
  return new Set(html.matchAll(CLASS_ATTRIBUTE).flatMap(([, classes]) => decodeEntities(classes!).split(/\s+/)));
}

/** Every element name in the page's markup. */
export const elementsIn = (html: string): Set<string> => new Set(html.matchAll(START_TAG).map(([, name]) => name!));

const INPUT_TYPE = /<input\b[^>]*?\stype="([\w-]+)"/g;

/** The types of the page's inputs (`file`, `date`…), as its markup has them. */
export const inputTypesIn = (html: string): Set<string> => new Set(html.matchAll(INPUT_TYPE).map(([, type]) => type!));

const DATE_TYPES = ['date', 'time', 'datetime-local', 'month', 'week'];

/**
 * The input types that have a pseudo-element: the picker's parts of a date or time, a number's
 * spin buttons, a file input's button. Tailwind's preflight styles each one on every page.
 */
export const INPUT_TYPES_WITH_PARTS = ['file', 'number', ...DATE_TYPES];

/** The input types that have this pseudo-element, or undefined for one that is not an input's part. */
function inputTypesWith(part: Extract<Selector[number], { type: 'pseudo-element' }>): string[] | undefined {
  if (part.kind === 'file-selector-button') return ['file'];
  if (part.kind !== 'custom') return undefined;
  if (/^-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator)/.test(part.name)) return DATE_TYPES;
  if (/^-webkit-(inner|outer)-spin-button$/.test(part.name)) return ['number', ...DATE_TYPES];
  return undefined;
}

/** Every word of a script that could be a class or an element it adds to the page. */
export function wordsIn(code: string): Set<string> {
  return new Set(code.split(/[\s"'`]+/));
}

/**
 * Whether a selector's classes, elements and input parts are all on the page. Of the alternatives
 * in :is() and :where() one must be able to match; what is inside :not(), :has() and the like is
 * not required.
 */
const canMatch = (selector: Selector, use: PageUse): boolean =>
  selector.every((part) => {
    if (part.type === 'class') return use.hasClass(part.name);
    if (part.type === 'type') return use.hasElement(part.name);
    if (part.type === 'pseudo-element') return inputTypesWith(part)?.some(use.hasInputType) ?? true;
    if (part.type === 'pseudo-class' && (part.kind === 'is' || part.kind === 'where'))
      return part.selectors.some((alternative) => canMatch(alternative, use));
    return true;
  });

/** The class and element names a stylesheet's selectors name, and the custom properties it declares. */
export function namesIn(css: string): { classes: Set<string>; elements: Set<string>; properties: Set<string> } {
  const classes = new Set<string>();
  const elements = new Set<string>();
  const properties = new Set<string>();
  const collect = (selector: Selector) => {
    for (const part of selector) {
      if (part.type === 'class') classes.add(part.name);
      else if (part.type === 'type') elements.add(part.name);
      else if (part.type === 'pseudo-class' && (part.kind === 'is' || part.kind === 'where' || part.kind === 'not' || part.kind === 'has'))
        part.selectors.forEach(collect);
    }
  };
  transform({
    filename: 'site.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style: (rule) => rule.value.selectors.forEach(collect),
        property: (rule) => void properties.add(rule.value.name),
      },
      Declaration: { custom: (property) => void properties.add(property.name) },
    },
  });
  return { classes, elements, properties };
}

const PROPERTY_READ = /var\((--[\w-]+)/g;

/** The custom properties `text` reads with var(). */
export const propertiesReadIn = (text: string): Set<string> => new Set(text.matchAll(PROPERTY_READ).map(([, name]) => name!));

export interface PageUse {
  /** Whether the page or its scripts have this class. */
  hasClass: (name: string) => boolean;
  /** Whether the page or its scripts have this element. */
  hasElement: (name: string) => boolean;
  /** Custom properties the page reads or sets outside the stylesheet, in its markup and scripts. */
  usesProperty: (name: string) => boolean;
  /** Whether the page or its scripts have an input of this type (one of INPUT_TYPES_WITH_PARTS). */
  hasInputType: (type: string) => boolean;
}

const PROPERTY_SET = /(--[\w-]+):(?!initial[;}])/g;

/** Whether a custom property's declared value is `initial`, which leaves it as if never set. */
const isInitial = ([first, ...rest]: CustomProperty['value']): boolean =>
  rest.length === 0 && first?.type === 'token' && first.value.type === 'ident' && first.value.value === 'initial';

/**
 * The stylesheet without the rules that need a class or an element the page lacks, and then
 * without the custom properties nothing left reads (most of Tailwind's theme and its @property
 * rules). A property read only by one that goes goes too: a semantic colour the page lacks takes
 * its palette colour along. An @property rule with no initial value also goes when nothing left
 * gives its property a value: such a property is empty on every element, registered or not (many of
 * Tailwind's backdrop and gradient steps, which a page reads but never sets).
 */
export function usedRules(css: string, use: PageUse): string {
  let rules = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style: (rule) => (rule.value.selectors.some((selector) => canMatch(selector, use)) ? undefined : []),
      },
    },
  }).code;
  for (;;) {
    const text = rules.toString();
    const read = propertiesReadIn(text);
    const set = new Set(text.matchAll(PROPERTY_SET).map(([, name]) => name!));
    const isRead = (name: string) => read.has(name) || use.usesProperty(name);
    const mayBeSet = (name: string) => set.has(name) || use.usesProperty(name);
    const fewer = transform({
      filename: 'page.css',
      code: rules,
      minify: true,
      visitor: {
        // The parser hands over properties it does not know (object-fit, outline-offset…) as
        // custom ones too; only a real custom property (--name) can go unread.
        // A declaration that leaves its property `initial` changes nothing where nothing sets it.
        Declaration: {
          custom: ({ name, value }) => (!name.startsWith('--') || (isRead(name) && (mayBeSet(name) || !isInitial(value))) ? undefined : []),
        },
        Rule: {
          property: ({ value: { name, initialValue } }) => (isRead(name) && (initialValue || mayBeSet(name)) ? undefined : []),
        },
      },
    }).code;
    if (fewer.length >= rules.length) return fewer.toString();
    rules = fewer;
  }
}
