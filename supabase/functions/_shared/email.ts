// An email as SMTP's DATA carries it (RFC 5322 headers, a MIME text body), with the one-click
// unsubscribe headers every email of ours must have (RFC 2369 `List-Unsubscribe`, RFC 8058
// `List-Unsubscribe-Post`).

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** An https URL that unsubscribes on POST (one click in the mail client) and shows the page on GET. */
  unsubscribeUrl: string;
  /** For Message-ID: the sender's domain. */
  domain: string;
  date: Date;
}

/** Headers and body, CRLF line ends, ready for `sendSmtp`. */
export function buildEmail(email: OutgoingEmail): string {
  const headers = [
    `From: ${email.from}`,
    `To: ${email.to}`,
    `Subject: ${encodeHeader(email.subject)}`,
    `Date: ${email.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${crypto.randomUUID()}@${email.domain}>`,
    `List-Unsubscribe: <${email.unsubscribeUrl}>`,
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    // Base64 keeps any text within SMTP's 7-bit, 998-character lines, links included.
    'Content-Transfer-Encoding: base64',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${wrap(base64Utf8(email.text.replace(/\r?\n/g, '\r\n')), 76).join('\r\n')}\r\n`;
}

/** RFC 2047: a header value outside ASCII goes as an encoded word. */
export function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${base64Utf8(value)}?=`;
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
