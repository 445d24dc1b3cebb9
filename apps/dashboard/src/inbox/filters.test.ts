import { describe, expect, it } from 'vitest';
import {
  addProperty,
  apiFilters,
  DEFAULT_VIEW,
  isNarrowed,
  removeProperty,
  searchOfView,
  tabCount,
  TOO_MANY_PROPERTIES,
  viewFromSearch,
  type InboxView,
} from './filters';
import { filterParams } from './inbox-api';

describe('the list view ↔ the URL', () => {
  it('the bare list is the Open tab with nothing else, and writes back to an empty query string', () => {
    expect(viewFromSearch('')).toEqual(DEFAULT_VIEW);
    expect(searchOfView(DEFAULT_VIEW)).toBe('');
    expect(apiFilters(DEFAULT_VIEW)).toEqual({ inbox_status: 'open' });
  });

  it('a deep link with every filter reads back to the same view and the same link', () => {
    const search = 'inbox_status=pending&assignee=me&unread=true&q=kim&phone_number_id=4001&contact_property%5Bplan%5D=gold&contact_property%5Bcity%5D=Lima';
    const v = viewFromSearch(search);
    expect(v).toEqual({
      status: 'pending',
      assignee: 'me',
      unread: true,
      q: 'kim',
      phone_number_id: '4001',
      properties: [
        { key: 'plan', value: 'gold' },
        { key: 'city', value: 'Lima' },
      ],
    });
    expect(searchOfView(v)).toBe(search);
    expect(viewFromSearch(searchOfView(v))).toEqual(v);
  });

  it('the API filters of a view are what the API reads (`all` is no status, contact_property[key]=value)', () => {
    const v = viewFromSearch('inbox_status=all&assignee=unassigned&contact_property[plan]=gold&q=%20lee%20');
    const f = apiFilters(v);
    expect(f).toEqual({ assignee: 'unassigned', q: 'lee', contact_property: [{ key: 'plan', value: 'gold' }] });
    expect(filterParams(f).toString()).toBe('assignee=unassigned&q=lee&contact_property%5Bplan%5D=gold');
  });

  it('what the mode cannot filter by is dropped (an embed: no "me", no unread)', () => {
    const v = viewFromSearch('assignee=me&unread=true');
    expect(apiFilters(v, { me: false, unread: false })).toEqual({ inbox_status: 'open' });
    expect(apiFilters(v, { me: true, unread: true })).toEqual({ inbox_status: 'open', assignee: 'me', unread: true });
  });

  it('malformed values fall back instead of breaking the page', () => {
    const v = viewFromSearch('inbox_status=closed&assignee=a%20b&unread=yes&phone_number_id=%3Cx%3E&q=' + 'x'.repeat(150));
    expect(v.status).toBe('open');
    expect(v.assignee).toBeUndefined();
    expect(v.unread).toBe(false);
    expect(v.phone_number_id).toBeUndefined();
    expect(v.q).toHaveLength(100);
  });

  it('a URL with more than three property filters keeps the first three', () => {
    const v = viewFromSearch('contact_property[a]=1&contact_property[b]=2&contact_property[c]=3&contact_property[d]=4');
    expect(v.properties.map((p) => p.key)).toEqual(['a', 'b', 'c']);
  });
});

describe('contact property filters', () => {
  const three: InboxView = { ...DEFAULT_VIEW, properties: ['a', 'b', 'c'].map((key) => ({ key, value: '1' })) };

  it('adds up to three, refuses a fourth with a sentence, replaces the value of a key already there', () => {
    let v: InboxView | string = DEFAULT_VIEW;
    for (const k of ['a', 'b', 'c']) v = addProperty(v as InboxView, k, 'x');
    expect((v as InboxView).properties).toHaveLength(3);
    expect(addProperty(three, 'd', '4')).toBe(TOO_MANY_PROPERTIES);
    expect(TOO_MANY_PROPERTIES).toMatch(/^At most 3 contact property filters at once/);
    expect((addProperty(three, 'b', '9') as InboxView).properties).toEqual([
      { key: 'a', value: '1' },
      { key: 'c', value: '1' },
      { key: 'b', value: '9' },
    ]);
  });

  it('refuses an empty key or value and a bracket in the key', () => {
    expect(addProperty(DEFAULT_VIEW, ' ', 'x')).toBe('Give both a property name and a value.');
    expect(addProperty(DEFAULT_VIEW, 'plan', '')).toBe('Give both a property name and a value.');
    expect(addProperty(DEFAULT_VIEW, 'a]b', 'x')).toMatch(/square brackets/);
  });

  it('removes one by key', () => {
    expect(removeProperty(three, 'b').properties.map((p) => p.key)).toEqual(['a', 'c']);
  });
});

describe('tab counts and narrowing', () => {
  const counts = { open: 3, pending: 1, resolved: 7, snoozed: 2, unassigned: 4, mine: 1, total: 3 };
  it('a status tab shows its status’s count, All the four together', () => {
    expect(tabCount(counts, 'pending')).toBe(1);
    expect(tabCount(counts, 'all')).toBe(13);
    expect(tabCount(undefined, 'open')).toBeUndefined();
  });
  it('a view is narrowed by anything beyond its tab', () => {
    expect(isNarrowed(viewFromSearch('inbox_status=resolved'))).toBe(false);
    expect(isNarrowed(viewFromSearch('q=kim'))).toBe(true);
    expect(isNarrowed(viewFromSearch('contact_property[plan]=gold'))).toBe(true);
  });
});
