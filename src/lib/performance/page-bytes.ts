// The build's steps read and change each rendered page as its bytes, one character per byte,
// rather than as text. A page holding one character beyond Latin-1 (a curly quote, an arrow)
// would otherwise be decoded into a string of two bytes a character and encoded back, which
// costs more than every step together.

/**
 * A page's UTF-8 bytes, one character per byte (Latin-1). Tags, attributes and CSS rules are
 * ASCII and read the same as in the text; text taken out of the page (a title, the content to
 * search) goes through `textOf`.
 */
export type PageBytes = string;

export const toPageBytes = (bytes: ArrayBuffer): PageBytes => Buffer.from(bytes).toString('latin1');

export const fromPageBytes = (page: PageBytes): Buffer<ArrayBuffer> => Buffer.from(page, 'latin1');

/** The text a piece of `PageBytes` stands for. */
export const textOf = (bytes: PageBytes): string => fromPageBytes(bytes).toString('utf8');
