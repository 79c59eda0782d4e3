import { describe, expect, it } from 'vitest';
import { emailSchema } from '../../src/validation/email.ts';
import {
  NAME_SUFFIXES,
  firstNameSchema,
  lastNameSchema,
  middleNameSchema,
  personNameSchema,
  suffixSchema,
} from '../../src/validation/names.ts';
import { messagesOf } from './issues.ts';

const UNSUPPORTED = 'Some of the characters entered are not supported.';

describe('email', () => {
  it.each([
    [undefined, 'Please enter your email'],
    ['', 'Please enter your email'],
    ['   ', 'Please enter your email'],
    ['ann@', 'Please enter a valid email address'],
    ['ann example.com', 'Please enter a valid email address'],
    [`${'a'.repeat(120)}@example.com`, 'Cannot be more than 128 characters'],
  ])('%j -> %s', (input, message) => {
    expect(messagesOf(emailSchema, input)).toEqual([message]);
  });

  it('accepts and trims a valid address', () => {
    expect(emailSchema.parse(' ann@example.com ')).toBe('ann@example.com');
  });
});

describe('first name', () => {
  it.each([
    [undefined, 'Please enter the first name'],
    ['', 'Please enter the first name'],
    ['A', 'First name must be at least 2 characters long'],
    ['Ann3', UNSUPPORTED],
    ['Ann!', UNSUPPORTED],
    ['<script>', UNSUPPORTED],
    ["''", UNSUPPORTED],
    ['..', UNSUPPORTED],
    ['x'.repeat(129), 'Cannot be more than 128 characters'],
  ])('%j -> %s', (input, message) => {
    expect(messagesOf(firstNameSchema, input)).toEqual([message]);
  });

  // Decision 165: apostrophes (both kinds) and periods, as in the middle name; "O'Neil" was refused before.
  it.each(['Ann', 'Mary-Jo', 'Anne Marie', 'José', "O'Neil", 'O\u2019Neil', "D'Arcy", 'J.R.', 'St. Clair'])(
    'accepts %s',
    (name) => {
      expect(messagesOf(firstNameSchema, name)).toEqual([]);
    },
  );

  it('stores the typographic apostrophe as the plain one', () => {
    expect(firstNameSchema.parse(' O\u2019Neil ')).toBe("O'Neil");
  });
});

describe('middle name', () => {
  it.each([undefined, '', 'J', 'J.', "D'Arcy", 'D\u2019Arcy', 'Mary-Jo Lou', 'Ann Marie Lou.'])(
    'accepts %j',
    (name) => {
      expect(messagesOf(middleNameSchema, name)).toEqual([]);
    },
  );

  it('stores the typographic apostrophe as the plain one', () => {
    expect(middleNameSchema.parse('D\u2019Arcy')).toBe("D'Arcy");
  });

  it.each(['Ann  Marie', 'A B C D', 'Ann--Marie', 'J..', 'Ann3', '-Ann'])('refuses %j', (name) => {
    expect(messagesOf(middleNameSchema, name)).toEqual([UNSUPPORTED]);
  });
});

describe('last name', () => {
  const production = lastNameSchema({ isProduction: true });
  const testing = lastNameSchema({ isProduction: false });

  it.each([
    [undefined, 'Last name is required'],
    ['  ', 'Last name is required'],
    ['L', 'Last name must be at least 2 characters long'],
    ['Lee2', UNSUPPORTED],
    ['Lee!', UNSUPPORTED],
    ['O"Brien', UNSUPPORTED],
    ['Lee_Smith', UNSUPPORTED],
    ["'.", UNSUPPORTED],
    ['x'.repeat(129), 'Cannot be more than 128 characters'],
  ])('production: %j -> %s', (input, message) => {
    expect(messagesOf(production, input)).toEqual([message]);
  });

  // Decision 165: these were 'Some of the characters entered are not supported.' before.
  it.each(["O'Brien", 'O\u2019Brien', 'St. John', "d'Angelo-Smith", "'t Hooft", 'Smith Jr.'])(
    'accepts %s in production and outside it',
    (name) => {
      expect(messagesOf(production, name)).toEqual([]);
      expect(messagesOf(testing, name)).toEqual([]);
    },
  );

  it('keeps the name as typed but for one apostrophe', () => {
    expect(production.parse(' O\u2019Brien ')).toBe("O'Brien");
    expect(production.parse('St. John')).toBe('St. John');
  });

  it('allows digits only outside production', () => {
    expect(messagesOf(testing, 'Lee2')).toEqual([]);
    expect(messagesOf(testing, 'Lee!')).toEqual([UNSUPPORTED]);
    expect(messagesOf(production, 'Smith-Jones')).toEqual([]);
  });
});

describe('suffix and person name', () => {
  it.each(NAME_SUFFIXES)('accepts suffix %j', (suffix) => {
    expect(messagesOf(suffixSchema, suffix)).toEqual([]);
  });

  it('refuses other suffixes', () => {
    expect(messagesOf(suffixSchema, 'ESQ')).toEqual([UNSUPPORTED]);
  });

  it('reports each part at its own path and refuses unknown fields', () => {
    const schema = personNameSchema({ isProduction: true });
    const result = schema.safeParse({ firstName: '', lastName: 'L', nickname: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.code, issue.message])).toEqual([
      ['firstName', 'custom', 'Please enter the first name'],
      ['lastName', 'custom', 'Last name must be at least 2 characters long'],
      ['', 'unrecognized_keys', 'Unrecognized key: "nickname"'],
    ]);
    expect(messagesOf(schema, undefined)).toEqual(['Required']);
  });
});
