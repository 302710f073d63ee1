import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en.json';
import { readStudentListParams, studentListHref } from './list-params';
import { formatCount } from '@/lib/format/count';
import { listPageFacts, sayListPage, type ListPageFacts, type ListPageTranslator } from './page-summary';

describe('listPageFacts', () => {
  const t = createTranslator({ locale: 'en', messages: en, namespace: 'studentsEmail' });
  const say = (facts: ListPageFacts) =>
    sayListPage(facts, t as unknown as ListPageTranslator, (n) => formatCount(n, 'en'));

  it('says when the API used its maximum page size', () => {
    const facts = listPageFacts({ page: 1, limit: 500 }, { page: 1, limit: 100, total: 1450, totalPages: 15 });
    expect(facts).toMatchObject({ perPage: 'apiMax', pastEnd: false, askedPage: null });
    expect(say(facts)).toBe("Showing page 1 of 15 (100 per page: the API's maximum); 1,450 students in all.");
  });

  it('plain when nothing was corrected; a page past the end is said so', () => {
    expect(say(listPageFacts({ page: 2, limit: 20 }, { page: 2, limit: 20, total: 21, totalPages: 2 }))).toBe(
      'Showing page 2 of 2 (20 per page); 21 students in all.',
    );
    expect(say(listPageFacts({ page: 9, limit: 20 }, { page: 9, limit: 20, total: 1, totalPages: 1 }))).toBe(
      'Page 9 is past the last page (1) (20 per page); 1 student in all.',
    );
    expect(say(listPageFacts({ page: 1, limit: 20 }, { page: 1, limit: 20, total: 0, totalPages: 0 }))).toBe(
      'No students.',
    );
  });
});

describe('readStudentListParams', () => {
  it('reads the URL forgivingly and keeps a wanted page size above the maximum', () => {
    expect(readStudentListParams({ page: '0', limit: '500', email: 'A@example.com;b@example.com' })).toEqual({
      page: 1,
      limit: 500,
      emails: ['a@example.com', 'b@example.com'],
      emailText: 'A@example.com;b@example.com',
    });
    expect(readStudentListParams({ email: 'not-an-address' })).toMatchObject({
      emails: [],
      emailText: 'not-an-address',
    });
  });

  it('builds short links to the e-mail finder: defaults left out', () => {
    expect(studentListHref({ page: 1, limit: 20 })).toBe('/students?by=email');
    expect(studentListHref({ page: 2, limit: 100, emailText: 'x@example.com' })).toBe(
      '/students?email=x%40example.com&limit=100&page=2',
    );
    expect(studentListHref({ emailText: 'a@example.com,b@example.com' })).toBe(
      '/students?email=a%40example.com%2Cb%40example.com',
    );
  });
});
