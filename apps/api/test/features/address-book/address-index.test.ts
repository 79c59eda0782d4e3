import { describe, expect, it } from 'vitest';
import { loadAddressBook } from '../../../src/features/address-book/address-book.ts';
import { createAddressIndex } from '../../../src/features/address-book/address-index.ts';

const book = loadAddressBook();
const index = createAddressIndex(book);

describe('sandbox address book', () => {
  it('covers every state the registration scenarios need', () => {
    const states = new Set(book.map((a) => a.state));
    for (const state of ['NY', 'HI', 'TX', 'AL', 'IL', 'CA', 'FL', 'OH', 'CO'])
      expect(states).toContain(state);
    expect(book.length).toBeGreaterThanOrEqual(300);
  });

  it('has no address twice', () => {
    const keys = book.map((a) => `${a.street1}|${a.street2}|${a.city}|${a.zip}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds the street-picked persona addresses of docs/sandbox-scenarios.md', () => {
    for (const street of ['Flood Zone Way', 'No Avm Lane', 'Appraisal Court']) {
      expect(book.some((a) => a.street1.includes(street))).toBe(true);
    }
  });
});

describe('address index', () => {
  it('finds an address by its street line, case-insensitively, best match first', () => {
    const [first] = index.search('12 FLOOD zone', 8);
    expect(first).toMatchObject({ street1: '12 Flood Zone Way', city: 'Tampa', state: 'FL', zip: '33602' });
  });

  it('matches word prefixes across street, city, state and zip', () => {
    const hits = index.search('altadena 9100', 8);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((a) => a.city === 'Altadena' && a.zip === '91001')).toBe(true);
  });

  it('understands typed punctuation and street abbreviations', () => {
    const target = book.find((a) => a.street1.endsWith(' Road') && a.state === 'IL');
    expect(target).toBeDefined();
    const [number] = target!.street1.split(' ');
    const typed = `${number} ${target!.street1.split(' ')[1]} Rd., ${target!.city}, IL`;
    expect(index.search(typed, 8)).toContainEqual(target);
  });

  it('caps the number of suggestions', () => {
    expect(index.search('ca', 8)).toHaveLength(8);
    expect(index.search('ca', 3)).toHaveLength(3);
  });

  it('answers nothing for text no address contains, or only punctuation', () => {
    expect(index.search('zzzz nowhere', 8)).toEqual([]);
    expect(index.search(' ,. ', 8)).toEqual([]);
  });

  it('answers copies, so a caller cannot change the book', () => {
    const [hit] = index.search('flood zone', 1);
    hit!.city = 'Changed';
    expect(index.search('flood zone', 1)[0]!.city).not.toBe('Changed');
  });

  it('answers a lookup in well under 50 ms', () => {
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) index.search('1 main st', 8);
    expect((performance.now() - started) / 100).toBeLessThan(5);
  });
});
