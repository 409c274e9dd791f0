import type { Dictionary } from '..';

export const copyCode: Dictionary['copyCode'] = {
  idle: 'Копиране',
  copied: 'Копирано',
  failed: 'Неуспешно копиране',
  what: ' на кода: {title}',
  announceCopied: '{title}: кодът е копиран в клипборда.',
  announceFailed: '{title}: кодът не можа да бъде копиран. Маркирайте го и го копирайте с клавиатурата.',
};
