import { describe, expect, it } from 'vitest';
import type { Template } from '../../inbox/inbox-api';
import { templateParameters } from '../../inbox/conversation/template-message';
import { batches, buildRecipients, guessMapping, phoneDigits, readCsv, refusalRows, valuesFromComponents, type CsvTable } from './csv';

const promo: Template = {
  id: '1',
  name: 'promo',
  language: 'en_US',
  category: 'MARKETING',
  status: 'APPROVED',
  parameter_format: 'POSITIONAL',
  components: [{ type: 'BODY', text: 'Hi {{1}}, {{2}} off today' }],
};
const named: Template = {
  ...promo,
  parameter_format: 'NAMED',
  components: [
    { type: 'HEADER', format: 'IMAGE' },
    { type: 'BODY', text: 'Hallo {{first_name}}!' },
  ],
};
const plain: Template = { ...promo, components: [{ type: 'BODY', text: 'Our shop opens today.' }] };

const table = (text: string) => readCsv(text) as CsvTable;
const body = (...texts: string[]) => ({ type: 'body', parameters: texts.map((text) => ({ type: 'text', text })) });

describe('readCsv', () => {
  it.each([
    ['', 'The file is empty: it needs a header row and one row per recipient.'],
    ['\n\n', 'The file is empty: it needs a header row and one row per recipient.'],
    ['phone,name\n', 'The file has a header row but no recipient under it.'],
  ])('%j → %s', (text, problem) => {
    expect(readCsv(text)).toEqual({ problem });
  });

  it('keeps row numbers as the file has them (header = row 1), skipping blank lines, BOM and quotes handled', () => {
    expect(readCsv('\uFEFFphone, name \n+1 555 0100,"Ann, Jr"\n\n15550101,Bo\r\n')).toEqual({
      headers: ['phone', 'name'],
      rows: [
        { row: 2, cells: ['+1 555 0100', 'Ann, Jr'] },
        { row: 4, cells: ['15550101', 'Bo'] },
      ],
    });
  });
});

describe('guessMapping', () => {
  it.each([
    [['Phone', '1', '2'], { phone: 0, params: { 'body:1': 1, 'body:2': 2 } }],
    [['name', 'mobile', 'body_2'], { phone: 1, params: { 'body:1': null, 'body:2': 2 } }],
    [['Phone number', '{{1}}'], { phone: 0, params: { 'body:1': 1, 'body:2': null } }],
    [['who', 'what'], { phone: null, params: { 'body:1': null, 'body:2': null } }],
  ])('%j', (headers, mapping) => {
    expect(guessMapping(headers, templateParameters(promo))).toEqual(mapping);
  });

  it('named variables by their name', () => {
    expect(guessMapping(['wa_id', 'first_name'], templateParameters(named))).toEqual({ phone: 0, params: { 'header:media': null, 'body:first_name': 1 } });
  });
});

describe('phoneDigits', () => {
  it.each([
    ['+1 (555) 010-1234', '15550101234'],
    ['1555.010.1234', '15550101234'],
    ['123456', null],
    ['1234567890123456', null],
    ['not a number', null],
    ['', null],
  ])('%j → %j', (raw, digits) => {
    expect(phoneDigits(raw)).toBe(digits);
  });
});

describe('buildRecipients', () => {
  const t = table('phone,first,discount\n+15550100001,Ann,20%\nabc,Bo,10%\n15550100003,,5%\n1 555 010 0001,Ann again,1%\n15550100005,Eve,\n');
  const mapping = { phone: 0, params: { 'body:1': 1, 'body:2': 2 } };

  it('good rows become recipients with their own components; bad rows are errors with their row numbers', () => {
    expect(buildRecipients(t, mapping, promo)).toEqual({
      recipients: [{ row: 2, phone_number: '15550100001', components: [body('Ann', '20%')] }],
      errors: [
        { row: 3, message: 'Invalid phone number “abc” (7 to 15 digits)' },
        { row: 4, message: 'Missing parameter Body {{1}}' },
        { row: 5, message: 'Duplicate of row 2' },
        { row: 6, message: 'Missing parameter Body {{2}}' },
      ],
    });
  });

  it("an empty cell takes the broadcast's default; an unmapped variable too", () => {
    const r = buildRecipients(t, { phone: 0, params: { 'body:1': 1, 'body:2': null } }, promo, { 'body:1': 'friend', 'body:2': '15%' });
    expect(r.recipients.map((x) => [x.row, x.components])).toEqual([
      [2, [body('Ann', '15%')]],
      [4, [body('friend', '15%')]],
      [6, [body('Eve', '15%')]],
    ]);
    expect(r.errors).toEqual([
      { row: 3, message: 'Invalid phone number “abc” (7 to 15 digits)' },
      { row: 5, message: 'Duplicate of row 2' },
    ]);
  });

  it('several problems of one row are said together; no phone column is one error', () => {
    expect(buildRecipients(table('phone,a,b,note\n,,,hi\n'), mapping, promo).errors).toEqual([
      { row: 2, message: 'No phone number; missing parameters Body {{1}}, Body {{2}}' },
    ]);
    expect(buildRecipients(t, { phone: null, params: {} }, promo)).toEqual({
      recipients: [],
      errors: [{ row: null, message: 'Choose the column that holds the phone numbers.' }],
    });
  });

  it('a template without variables: recipients without components; named variables carry their names', () => {
    expect(buildRecipients(table('phone\n15550100001\n'), { phone: 0, params: {} }, plain).recipients).toEqual([
      { row: 2, phone_number: '15550100001', components: [] },
    ]);
    const r = buildRecipients(
      table('phone,first_name,img\n15550100001,Jo,https://x.io/a.png\n'),
      { phone: 0, params: { 'header:media': 2, 'body:first_name': 1 } },
      named,
    );
    expect(r.recipients[0].components).toEqual([
      { type: 'header', parameters: [{ type: 'image', image: { link: 'https://x.io/a.png' } }] },
      { type: 'body', parameters: [{ type: 'text', parameter_name: 'first_name', text: 'Jo' }] },
    ]);
  });
});

describe('batches and refusals', () => {
  it('splits into requests of at most 1,000', () => {
    const items = Array.from({ length: 2500 }, (_, i) => i);
    expect(batches(items).map((b) => b.length)).toEqual([1000, 1000, 500]);
    expect(batches([])).toEqual([]);
  });

  it("maps the API's per-recipient refusals onto the file's rows", () => {
    const batch = [{ row: 2 }, { row: 5 }, { row: 9 }];
    expect(refusalRows(['Recipient 2: invalid phone number format', 'Recipient 7: out of range', 'something else'], batch)).toEqual([
      { row: 5, message: 'Invalid phone number format' },
      { row: null, message: 'Recipient 7: out of range' },
      { row: null, message: 'something else' },
    ]);
  });
});

describe('valuesFromComponents', () => {
  it('reads positional and named values back', () => {
    expect(valuesFromComponents(promo, [body('Ann', '20%')])).toEqual({ 'body:1': 'Ann', 'body:2': '20%' });
    expect(
      valuesFromComponents(named, [
        { type: 'header', parameters: [{ type: 'image', image: { link: 'https://x.io/a.png' } }] },
        { type: 'body', parameters: [{ type: 'text', parameter_name: 'first_name', text: 'Jo' }] },
      ]),
    ).toEqual({ 'header:media': 'https://x.io/a.png', 'body:first_name': 'Jo' });
    expect(valuesFromComponents(promo, [])).toEqual({});
  });
});
