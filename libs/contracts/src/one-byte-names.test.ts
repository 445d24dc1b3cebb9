import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { getProtoRoot, loadContracts } from './index';

/**
 * Whether V8 holds `s` as a one-byte (Latin-1) string: the value serializer writes its tag, `"` for one-byte and
 * `c` for two-byte, after the header and an alignment padding byte (0) a two-byte string may need.
 */
function isOneByte(s: string): boolean {
  const bytes = serialize(s);
  const tag = bytes[2] === 0 ? bytes[3] : bytes[2];
  return tag === 0x22;
}

type Descriptor = { name: string; field?: Array<{ name: string }>; value?: Array<{ name: string }> };

describe('contract names are one-byte strings', () => {
  // A character beyond U+00FF anywhere in a .proto file (a '→' in a comment) makes the whole file a two-byte
  // string, so every name parsed from it is two-byte. A name becomes a key of every decoded message, and
  // JSON.stringify of an object with one two-byte key writes its whole output in two bytes per character:
  // twice the garbage and a slower encode for each reply that carries it (the listings' `meta`; issue 40).
  it('every field and enum value name of every contract, as loaded', () => {
    expect(isOneByte('latin-1 only \u00a7')).toBe(true);
    expect(isOneByte('arrow \u2192')).toBe(false);
    const { packageDefinitions } = loadContracts();
    const twoByte: string[] = [];
    let names = 0;
    for (const definitions of Object.values(packageDefinitions))
      for (const [typeName, definition] of Object.entries(definitions)) {
        const type = (definition as { type?: Descriptor }).type;
        for (const member of [...(type?.field ?? []), ...(type?.value ?? [])]) {
          names += 1;
          if (!isOneByte(member.name)) twoByte.push(`${typeName}.${member.name}`);
        }
      }
    expect(names).toBeGreaterThan(1000);
    expect(twoByte, 'a .proto file holds a character beyond Latin-1 (U+00FF); write it in ASCII').toEqual([]);
  });

  it('every .proto file of the contracts, events included, is Latin-1', () => {
    const root = getProtoRoot();
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.proto'));
    expect(files.length).toBeGreaterThan(10);
    const beyond = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/[^\u0000-\u00ff]/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(beyond, 'write these lines in ASCII').toEqual([]);
  });
});
