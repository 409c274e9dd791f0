import { describe, expect, it } from 'vitest';
import {
  composeApplicationRecord,
  emptyApplication,
  positionFromQuery,
  resumeContentType,
  resumeProblem,
} from '../../src/lib/forms/application';

describe('composeApplicationRecord', () => {
  const values = {
    ...emptyApplication,
    firstName: ' Elena ',
    lastName: 'Ivanova',
    email: 'elena@example.com ',
    phone: '+359 88 123 4567',
    location: 'Plovdiv, Bulgaria',
    position: 'Product Designer',
    experience: '4-5',
    coverLetter: 'I design conversational interfaces.',
    linkedIn: 'https://www.linkedin.com/in/elena',
    portfolio: 'https://elena.design',
  };

  it('joins the names, uses the position as company and carries the rest in the message', () => {
    expect(composeApplicationRecord(values, 'en')).toEqual({
      kind: 'application',
      name: 'Elena Ivanova',
      email: 'elena@example.com',
      company: 'Product Designer',
      message: [
        'Position: Product Designer',
        'Experience: 4-5',
        'Location: Plovdiv, Bulgaria',
        'Phone: +359 88 123 4567',
        'LinkedIn: https://www.linkedin.com/in/elena',
        'Portfolio: https://elena.design',
        '',
        'Cover Letter:',
        'I design conversational interfaces.',
      ].join('\n'),
      language: 'en',
    });
  });

  it('marks the record with the language of the page, and keeps its labels for the hiring team', () => {
    const record = composeApplicationRecord({ ...values, position: 'Продуктов дизайнер' }, 'bg');
    expect(record).toMatchObject({ language: 'bg', company: 'Продуктов дизайнер' });
    expect(record.message).toMatch(/^Position: Продуктов дизайнер\nExperience: 4-5\n/);
  });

  it('says what was left out instead of leaving blanks', () => {
    const { message } = composeApplicationRecord({ ...values, experience: '', phone: '', coverLetter: ' ' }, 'en');
    expect(message).toContain('Experience: Not specified');
    expect(message).toContain('Phone: Not specified');
    expect(message).toMatch(/Cover Letter:\nNot provided$/);
  });
});

describe('positionFromQuery', () => {
  const options = ['Senior AI Engineer', 'Product Designer', 'Other'];

  it('accepts a position of the form, however it is cased or encoded', () => {
    expect(positionFromQuery('?position=Senior%20AI%20Engineer', options)).toBe('Senior AI Engineer');
    expect(positionFromQuery('?position=product+designer', options)).toBe('Product Designer');
  });

  it('accepts a Bulgarian title among the Bulgarian options', () => {
    const bulgarian = ['Старши AI инженер', 'Продуктов дизайнер', 'Друга позиция'];
    expect(positionFromQuery(`?position=${encodeURIComponent('Продуктов дизайнер')}`, bulgarian)).toBe('Продуктов дизайнер');
    expect(positionFromQuery('?position=Product%20Designer', bulgarian)).toBe('');
  });

  it('ignores a missing or unknown position', () => {
    expect(positionFromQuery('', options)).toBe('');
    expect(positionFromQuery('?position=Astronaut', options)).toBe('');
  });
});

describe('resumeProblem', () => {
  const MB = 1024 * 1024;

  it('accepts PDF, DOC and DOCX up to 10 MB', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 10 * MB }, 10)).toBeNull();
    expect(resumeProblem({ name: 'CV.DOCX', size: 1 }, 10)).toBeNull();
    expect(resumeProblem({ name: 'cv.doc', size: 1 }, 10)).toBeNull();
  });

  it('refuses a file over 10 MB with its size', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 10 * MB + 1 }, 10)).toEqual({ kind: 'tooLarge', sizeMb: (10 * MB + 1) / MB });
    expect(resumeProblem({ name: 'cv.pdf', size: 12.5 * MB }, 10)).toEqual({ kind: 'tooLarge', sizeMb: 12.5 });
  });

  it('refuses other types and empty files', () => {
    expect(resumeProblem({ name: 'cv.zip', size: 1 }, 10)).toEqual({ kind: 'type' });
    expect(resumeProblem({ name: 'cv', size: 1 }, 10)).toEqual({ kind: 'type' });
    expect(resumeProblem({ name: 'cv.pdf', size: 0 }, 10)).toEqual({ kind: 'empty' });
  });
});

describe('resumeContentType', () => {
  it('names the type from the extension', () => {
    expect(resumeContentType('a.PDF')).toBe('application/pdf');
    expect(resumeContentType('a.doc')).toBe('application/msword');
    expect(resumeContentType('a.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });
});
