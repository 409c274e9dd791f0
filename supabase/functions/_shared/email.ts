// An email as SMTP's DATA carries it (RFC 5322 headers, a MIME text body), with the one-click
// unsubscribe headers every email to a subscriber must have (RFC 2369 `List-Unsubscribe`,
// RFC 8058 `List-Unsubscribe-Post`).

export interface OutgoingEmail {
  /** `Name <address>`: the sender's name shows in every inbox. */
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** For a subscriber: an https URL that unsubscribes on POST (one click in the mail client) and shows the page on GET. */
  unsubscribeUrl?: string;
  /** The language the text is written in (`Content-Language`, RFC 3282), e.g. `bg`. */
  language?: string;
  /** Stable for one email, so a resend after a crash is recognisable as the same message. */
  messageId: string;
  date: Date;
}

/** Headers and body, CRLF line ends, ready for `sendSmtp`. */
export function buildEmail(email: OutgoingEmail): string {
  const headers = [
    `From: ${encodeAddress(email.from)}`,
    `To: ${email.to}`,
    ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
    `Subject: ${encodeHeader(email.subject)}`,
    `Date: ${email.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${email.messageId}`,
    ...(email.unsubscribeUrl ? [`List-Unsubscribe: <${email.unsubscribeUrl}>`, 'List-Unsubscribe-Post: List-Unsubscribe=One-Click'] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    ...(email.language ? [`Content-Language: ${email.language}`] : []),
    // Base64 keeps any text within SMTP's 7-bit, 998-character lines, links included.
    'Content-Transfer-Encoding: base64',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${wrap(base64Utf8(email.text.replace(/\r?\n/g, '\r\n')), 76).join('\r\n')}\r\n`;
}

/** `<id@domain>` for an outbox row, the domain being the sender's. */
export function messageIdFor(id: string, from: string): string {
  return `<${id}@${/@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'}>`;
}

/** `Name <address>` with the name encoded when it is not plain ASCII. */
function encodeAddress(value: string): string {
  const match = /^(.*?)\s*<([^>]+)>$/.exec(value);
  return match?.[1] ? `${encodeHeader(match[1])} <${match[2]}>` : value;
}

/**
 * RFC 2047: a header value outside ASCII goes as encoded words of at most 75 characters, each on
 * a folded line of its own, cut between characters, so no line passes SMTP's limit however long
 * a visitor's name.
 */
export function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let chunk = '';
  for (const character of value) {
    // 42 bytes of UTF-8 make 56 characters of base64, 68 with the word's markers: a line of 77
    // with "Subject: " before it, within the 78 RFC 5322 asks for.
    if (new TextEncoder().encode(chunk + character).length > 42) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64Utf8(word)}?=`).join('\r\n ');
}

export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (let start = 0; start < text.length; start += width) lines.push(text.slice(start, start + width));
  return lines;
}
