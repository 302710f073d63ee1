import { describe, expect, it } from 'vitest';
import { mergeMessages, pickMessages } from './pick-messages';

const catalog = {
  student: { title: 'Student', reasons: { a: 'A', b: 'B' }, other: 'Other' },
  common: { copied: 'Copied', loading: 'Loading' },
  plural: { count: [['one'], ['many']] as unknown as string },
};

describe('pickMessages', () => {
  it('gives the messages and groups named, each in its place, and nothing else', () => {
    expect(pickMessages(catalog, ['student.title', 'student.reasons', 'common'])).toEqual({
      student: { title: 'Student', reasons: { a: 'A', b: 'B' } },
      common: { copied: 'Copied', loading: 'Loading' },
    });
  });

  it('leaves out a path the catalog does not hold, and a path through a message', () => {
    expect(pickMessages(catalog, ['student.gone', 'student.title.deeper', 'nowhere.x'])).toEqual({});
  });

  it('keeps a compiled message (an array) whole', () => {
    expect(pickMessages(catalog, ['plural.count'])).toEqual({ plural: { count: [['one'], ['many']] } });
  });
});

describe('mergeMessages', () => {
  it("joins a page's messages of a namespace to the layout's", () => {
    const layout = { common: { copied: 'Copied' }, nav: { home: 'Home' } };
    const page = { common: { loading: 'Loading' }, student: { title: 'Student' } };
    expect(mergeMessages(layout, page)).toEqual({
      common: { copied: 'Copied', loading: 'Loading' },
      nav: { home: 'Home' },
      student: { title: 'Student' },
    });
    expect(layout).toEqual({ common: { copied: 'Copied' }, nav: { home: 'Home' } });
  });

  it('replaces a message, never merges into one', () => {
    const compiled = [['x']] as unknown as string;
    expect(mergeMessages({ a: { m: compiled } }, { a: { m: 'plain' } })).toEqual({ a: { m: 'plain' } });
  });
});
